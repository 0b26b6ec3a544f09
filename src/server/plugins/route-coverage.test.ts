// No staff route hides outside registerStaffRoutes (issue 11 item 3, docs/decisions/009): every
// route the app really has (read from Fastify's route tree, not a list) is either registered there,
// and so authenticated before its body is read, or is one of the customer-facing routes below.
// A new route fails here until it is put on one side or the other.
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app';
import { createTestApp } from '../testing/test-app';
import { appRoutes } from '../testing/fuzz-routes';
import { staffRoutesOf } from './staff-routes';

const [demo, production] = await Promise.all([
  createTestApp(),
  createTestApp({
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'owner-password-1',
  }),
]);

/** Routes anyone may call (each checks its own manage token, signature or input where needed). */
const PUBLIC: RegExp[] = [
  /^(GET|HEAD) \/api\/health$/,
  /^(GET|HEAD) \/api\/products$/,
  /^(GET|HEAD) \/api\/placeholder\//,
  // Product images the admin uploaded, served like the site's own files (issue 26).
  /^(GET|HEAD) \/api\/product-images\/:file$/,
  /^(GET|HEAD) \/api\/payments\/config$/,
  /^POST \/api\/payments\/sandbox\/(tokenize|confirm)$/,
  // Test mode only (404 otherwise); pays for nothing and stores nothing (decision 011).
  /^POST \/api\/payments\/test-charge$/,
  /^POST \/api\/quote$/,
  /^POST \/api\/(admin\/login|auth\/technician-login)$/,
  /^(GET|HEAD) \/api\/staff\/login-hints$/,
  /^POST \/api\/(stripe|square)\/webhook$/,
  // Twilio's webhooks: each checks Twilio's signature (decisions.md "Text messages (SMS)").
  /^POST \/api\/sms\/(inbound|status)$/,
  /^POST \/api\/(stripe-payment-intent|square-payment)$/,
  /^POST \/api\/store-orders(\/lookup)?$/,
  /^(GET|HEAD) \/api\/time-slots\/available$/,
  /^POST \/api\/bookings$/,
  // The contact form test page's booking: open like the page, marked diagnostic, sends no mail.
  /^POST \/api\/contact-form-test\/booking$/,
  /^POST \/api\/bookings\/:id\/release$/,
  /^POST \/api\/booking-photos$/,
  /^(GET|HEAD) \/api\/google-maps-key$/,
  /^\w+ \/api\/(assistant|manage|did-agent)\//,
  /^(GET|HEAD) \/api\/business$/,
  /^POST \/api\/track$/,
  // A staff calendar feed: its 256-bit secret is the key (docs/decisions/049-calendar-feeds.md).
  /^(GET|HEAD) \/api\/calendar\/:secret\.ics$/,
  // The API's description and its reference page (docs/decisions/047-openapi.md).
  /^(GET|HEAD) \/api\/openapi\.json$/,
  /^(GET|HEAD) \/api\/docs(\/|$)/,
  // Published reviews and a customer's review by manage token (decisions.md "Finishing a job");
  // the generated TV models (docs/decisions/045).
  /^(GET|HEAD|POST) \/api\/reviews(\/landing)?$/,
  /^(GET|HEAD) \/api\/models\/tv\.glb$/,
  // Backups and metrics answer this machine only, or a METRICS_TOKEN (docs/decisions/046).
  /^POST \/api\/backups$/,
  // The built client and its unknown-page answer.
  /^(GET|HEAD) \/(?!api\/)/,
];
/** decisions.md "Demo and diagnostic pages": open in demo mode, admin only in production. */
const DEMO_ONLY_PUBLIC = [/^\w+ \/api\/diagnostics\//, /^POST \/api\/test-sendgrid$/];

function unclassified(app: BuiltApp, publicRoutes: RegExp[]): string[] {
  const staff = new Set(staffRoutesOf(app).map((r) => `${r.method} ${r.url}`));
  return appRoutes(app)
    .map((r) => `${r.method} ${r.url}`)
    .filter((route) => !staff.has(route) && !publicRoutes.some((p) => p.test(route)));
}

describe('every route of the app', () => {
  it('is found: the route tree lists both staff and public routes', () => {
    const all = appRoutes(demo).map((r) => `${r.method} ${r.url}`);
    expect(all).toContain('POST /api/bookings');
    expect(all).toContain('PUT /api/bookings/:id');
    expect(staffRoutesOf(demo).length).toBeGreaterThanOrEqual(7);
  });

  it('is a staff route or a known public one, in demo mode', () => {
    expect(unclassified(demo, [...PUBLIC, ...DEMO_ONLY_PUBLIC])).toEqual([]);
  });

  it('is a staff route or a known public one in production, diagnostics included', async () => {
    expect(unclassified(production, PUBLIC)).toEqual([]);
    const diagnostics = appRoutes(production).filter((r) => r.url.startsWith('/api/diagnostics/'));
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const route of diagnostics) {
      const res = await production.inject({ method: route.method as 'GET', url: route.url });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
