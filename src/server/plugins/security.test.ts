// The CSP names a card provider's hosts only when its keys are set (docs/decisions/006-payments.md).
import { describe, expect, it } from 'vitest';
import { HEAD_SCRIPT_CSP } from './head-script';
import { createTestApp } from '../testing/test-app';

const plain = await createTestApp();
const keyed = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  SQUARE_ACCESS_TOKEN: 'EAAA-x',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-x',
  SQUARE_LOCATION_ID: 'LX',
});

async function csp(app: typeof plain): Promise<Map<string, string[]>> {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const header = String(response.headers['content-security-policy']);
  return new Map(
    header.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('Content-Security-Policy and card providers', () => {
  it('with no keys, names no provider host', async () => {
    const policy = await csp(plain);
    const all = [...policy.values()].flat().join(' ');
    expect(all).not.toMatch(/stripe|square/);
    // The site's own files and the one inline head script, by its hash.
    expect(policy.get('script-src')).toEqual(["'self'", HEAD_SCRIPT_CSP]);
  });

  it('with keys, allows exactly what Stripe.js and the Web Payments SDK load', async () => {
    const policy = await csp(keyed);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://sandbox.web.squarecdn.com',
      ]),
    );
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://sandbox.web.squarecdn.com',
      ]),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://pci-connect.squareupsandbox.com']),
    );
    // A sandbox application never opens the production hosts.
    expect([...policy.values()].flat()).not.toContain('https://web.squarecdn.com');
    expect([...policy.values()].flat()).not.toContain('https://pci-connect.squareup.com');
  });

  it('a publishable key alone (no secret key, so no Stripe gateway) adds nothing', async () => {
    const { contentSecurityPolicy } = await import('./security');
    const { testConfig } = await import('../testing/test-app');
    const directives = contentSecurityPolicy(testConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }));
    expect(directives.scriptSrc).toEqual(["'self'", HEAD_SCRIPT_CSP]);
  });
});
