import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metaFor, NOT_FOUND_META } from '../domain/site/page-meta';
import { createTestApp } from './testing/test-app';

const app = await createTestApp();
// A probe route, registered before the app is ready, to exercise body parsing and validation.
const probe: FastifyPluginAsyncZod = async (instance) => {
  instance.post(
    '/api/probe',
    { schema: { body: z.object({ email: z.email(), count: z.number().int().min(1) }) } },
    async (request) => ({ ok: true, email: request.body.email }),
  );
};
await app.register(probe);

describe('health', () => {
  it('answers ok with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});

describe('errors', () => {
  const probe = (payload: object) => app.inject({ method: 'POST', url: '/api/probe', payload });

  it('answers malformed JSON with a 400 naming the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'body: Malformed JSON', code: 'field_invalid' });
  });

  it('answers an invalid field with a 400 whose message and fieldErrors name it', async () => {
    const res = await probe({ email: 'not-an-email', count: 2 });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toMatch(/^email: /);
    expect(Object.keys(body.fieldErrors)).toEqual(['email']);
  });

  it('accepts a valid body', async () => {
    const res = await probe({ email: 'a@example.com', count: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: 'a@example.com' });
  });

  it('answers a body over the limit with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(37 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBeTruthy();
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope', code: 'not_found' });
  });
});

describe('security headers', () => {
  it('sends nosniff and a CSP that allows only this site', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers on every kind of answer', () => {
  it.each([
    ['an unknown /api path (404)', { method: 'GET', url: '/api/nope' }],
    [
      'malformed JSON (400)',
      {
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      },
    ],
  ] as const)('%s carries the CSP and nosniff', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('client and production mode', async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  mkdirSync(join(clientDir, 'static'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(clientDir, 'static', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(
    join(clientDir, 'static', 'index-abc123.js.br'),
    brotliCompressSync('console.log(1)'),
  );
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const prod = await createTestApp({ NODE_ENV: 'production', CLIENT_DIR: clientDir });

  it.each([
    ['/', 200],
    ['/admin', 200],
    ['/book/schedule', 200],
    ['/mount-depot/success', 200],
    ['/no/such/page', 404],
    ['/admin/nope', 404],
  ])(
    'serves the page shell for %s with status %i and the title of that page',
    async (url, status) => {
      const res = await prod.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('<title>shell</title>');
      const title = (status === 404 ? NOT_FOUND_META : metaFor(url)).title;
      expect(res.body).toContain(`<title>${title.replace(/&/g, '&amp;')}</title>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the brotli file written at build time when the browser takes it', async () => {
    const res = await prod.inject({
      method: 'GET',
      url: '/static/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const hashed = await prod.inject({ method: 'GET', url: '/static/index-abc123.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await prod.inject({ method: 'GET', url: '/favicon.svg' });
    expect(plain.headers['cache-control']).toContain('must-revalidate');
  });

  it('sends HSTS in production', async () => {
    const res = await prod.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});
