// Issue 11 "Done when": 5,000+ generated bad requests across every route of the real app answer
// no 5xx, every 400 names its field, and the logs written meanwhile hold no password hash, e-mail,
// phone or address.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { addDays, businessToday } from '../../domain/scheduling/business-time';
import { staff } from '../db/schema/index';
import { login } from '../routes/staff-bookings/staff-fixtures';
import { generateFuzzRequests, type FuzzRequest } from './fuzz-requests';
import { appRoutes, parseRouteTree, STREAM_ROUTES } from './fuzz-routes';
import { FUZZ_PII, sampleBodies } from './fuzz-samples';
import { createTestApp } from './test-app';

const COUNT = 5_000;
const PARALLEL = 8;

interface Answer {
  readonly request: FuzzRequest;
  readonly status: number;
  readonly body: string;
  readonly cacheControl: string | undefined;
}

/** A 400 names its field: `fieldErrors` with a key, or a message of the form "field: ...". */
function namesField(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; fieldErrors?: unknown };
    const fields = parsed.fieldErrors;
    if (fields && typeof fields === 'object' && Object.keys(fields).some(Boolean)) return true;
    return typeof parsed.message === 'string' && /^[\w.[\]-]+: \S/.test(parsed.message);
  } catch {
    return false;
  }
}

function hasMessage(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message.trim() !== '';
  } catch {
    return false;
  }
}

function describeAnswer(answer: Answer): string {
  return `${answer.status} ${answer.request.label} -> ${answer.body.slice(0, 160)}`;
}

const logLines: string[] = [];
const app = await createTestApp(
  { LOG_LEVEL: 'info' },
  {
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  },
);

describe('fuzz: generated bad requests against every route', () => {
  it('reads every route from the route tree', () => {
    const routes = appRoutes(app);
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/bookings',
        'PUT /api/bookings/:id',
        'GET /api/bookings/:id/photos/:position',
        'GET /api/technician/bookings/:technicianId',
        'POST /api/quote',
        // The streams the fuzz only knocks on with refused requests are real routes.
        ...STREAM_ROUTES,
      ]),
    );
    expect(parseRouteTree('├── /a (GET)\n│   └── /:id (PUT, DELETE)\n└── /b (POST)')).toEqual([
      { method: 'GET', url: '/a' },
      { method: 'PUT', url: '/a/:id' },
      { method: 'DELETE', url: '/a/:id' },
      { method: 'POST', url: '/b' },
    ]);
  });

  const BIG = 2_147_483_648;
  const sample = () => sampleBodies(addDays(businessToday(new Date()), 3));
  it.each([
    ['GET', '/api/products?search=mount%00', undefined, 'search'],
    ['POST', '/api/admin/login', { username: 'ad\u0000min', password: 'x' }, 'username'],
    ['POST', '/api/bookings', { name: 'Ann\u0000Lee' }, 'name'],
    ['POST', '/api/bookings', { name: '\u200b\u200b' }, 'name'],
    ['POST', '/api/bookings', { address: '1 Main St\r\nBcc: x' }, 'address'],
    ['POST', '/api/bookings', { upsells: [{ id: 'a\u0000' }] }, 'upsells.0.id'],
    [
      'POST',
      '/api/bookings',
      { tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'D\u0000' }] },
      'tvs.0.room',
    ],
    [
      'POST',
      '/api/quote',
      { tvs: [], products: [{ productId: BIG, quantity: 1 }] },
      'products.0.productId',
    ],
    ['POST', '/api/stripe-payment-intent', { bookingId: BIG, manageToken: 'x' }, 'bookingId'],
    [
      'POST',
      '/api/store-orders',
      { items: [{ productId: BIG, quantity: 1 }] },
      'items.0.productId',
    ],
    ['PUT', `/api/bookings/${BIG}`, { status: 'confirmed' }, 'id'],
    ['PUT', '/api/bookings/1', { assignedTechnicianId: BIG }, 'assignedTechnicianId'],
    ['GET', `/api/technician/bookings/${BIG}`, undefined, 'technicianId'],
    ['PUT', `/api/products/${BIG}`, { stock: 1 }, 'id'],
    ['POST', '/api/technicians', { specialties: ['tv\u0000'] }, 'specialties'],
    ['POST', '/api/technicians', { name: '\u3164' }, 'name'],
  ] as const)('%s %s %j is a 400 naming %s', async (method, url, change, field) => {
    const admin = await login(app, 'admin', 'admin123');
    const key = `${method} ${url.replace(/\/\d+$/, '/:id')}`;
    const base = sample()[key] ?? {};
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(change ? { payload: { ...base, ...change } } : {}),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; fieldErrors?: Record<string, string> }>();
    expect(body.message.startsWith(field) || field in (body.fieldErrors ?? {}), res.body).toBe(
      true,
    );
  });

  // Issue 25: bodies no form sends, on every route that takes one (docs/decisions/020).
  // claimedLength: the Content-Length sent when it is not the body's own.
  const HOSTILE_BODIES: readonly { what: string; body: string; claimedLength?: number }[] = [
    { what: 'a 3 MB array of numbers', body: `[${'0,'.repeat(1_500_000)}0]` },
    { what: 'a 60 KB array of objects', body: `[${'{},'.repeat(20_000)}{}]` },
    { what: 'a 3 MB object with one long text', body: `{"name":"${'x'.repeat(3 << 20)}"}` },
    { what: '10,000 levels of nesting', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    {
      what: 'nesting inside a field',
      body: `{"notes":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    },
    { what: '600 KB of junk', body: 'x{"'.repeat(200 * 1024) },
    { what: 'a body cut short', body: '{"name": "Ann", "email": "ann@exam', claimedLength: 4096 },
  ];
  it.each(HOSTILE_BODIES)(
    'every POST and PUT answers $what with a 4xx that says what is wrong, within 10 s',
    async ({ body: payload, claimedLength }) => {
      const admin = await login(app, 'admin', 'admin123');
      // These read no body (and logout would end the admin's token for the whole file).
      const bodiless = ['/api/auth/logout', '/api/diagnostics/test-booking', '/api/calendar-link'];
      const routes = appRoutes(app).filter(
        (r) => (r.method === 'POST' || r.method === 'PUT') && !bodiless.includes(r.url),
      );
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        const started = performance.now();
        const res = await app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:\w+/g, '1'),
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'application/json',
            ...(claimedLength ? { 'content-length': String(claimedLength) } : {}),
          },
          payload,
        });
        const label = `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        expect(res.statusCode >= 400 && res.statusCode < 500, label).toBe(true);
        expect(hasMessage(res.body), label).toBe(true);
        expect(performance.now() - started, label).toBeLessThan(10_000);
      }
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
    120_000,
  );

  it('marks answers with personal data no-store', async () => {
    const admin = await login(app, 'admin', 'admin123');
    const authorization = `Bearer ${admin}`;
    for (const url of ['/api/bookings', '/api/technicians', '/api/store-orders']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app.inject({ method: 'POST', url: '/api/bookings', payload: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('answers 5,000 bad requests with 4xx naming the field, never 5xx, and logs no personal data', async () => {
    const tokens = {
      admin: await login(app, 'admin', 'admin123'),
      technician: await login(app, 'mike', 'tech123'),
    };
    const appointmentDate = addDays(businessToday(new Date()), 3);
    const requests = generateFuzzRequests(appRoutes(app), tokens, {
      count: COUNT,
      seed: Number(process.env.FUZZ_SEED ?? 20261122),
      appointmentDate,
    });
    expect(requests.length).toBeGreaterThanOrEqual(COUNT);

    const answers: Answer[] = [];
    for (let start = 0; start < requests.length; start += PARALLEL) {
      const batch = requests.slice(start, start + PARALLEL);
      const results = await Promise.all(
        batch.map(async (request) => {
          const res = await app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: request.headers,
            payload: request.payload,
            remoteAddress: request.remoteAddress,
          });
          const cacheControl = res.headers['cache-control'];
          return {
            request,
            status: res.statusCode,
            body: res.body,
            cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined,
          };
        }),
      );
      answers.push(...results);
    }

    const serverErrors = answers.filter((answer) => answer.status >= 500);
    const errorLogs = logLines.filter((line) => line.includes('"level":50')).join('\n');
    expect(serverErrors.map(describeAnswer), errorLogs.slice(0, 3000)).toEqual([]);
    const unnamed = answers.filter(
      (answer) =>
        answer.request.method !== 'HEAD' &&
        answer.status >= 400 &&
        (answer.status === 400 ? !namesField(answer.body) : !hasMessage(answer.body)),
    );
    expect(unnamed.map(describeAnswer)).toEqual([]);
    // Most requests must be refused: a fuzz that mostly succeeds is not testing the refusals.
    const refused = answers.filter((answer) => answer.status >= 400 && answer.status < 500);
    expect(refused.length).toBeGreaterThan(COUNT * 0.7);
    // No answer may be kept by a cache: only the placeholder image is public.
    const cached = answers.filter(
      (answer) =>
        !/\bno-store\b/.test(answer.cacheControl ?? '') &&
        !(answer.status === 200 && answer.request.url.startsWith('/api/placeholder/')),
    );
    expect(cached.map(describeAnswer)).toEqual([]);

    const logs = logLines.join('');
    const members = await app.ctx.db
      .select({ email: staff.email, phone: staff.phone, hash: staff.passwordHash })
      .from(staff);
    const secrets = [
      '$argon2',
      ...Object.values(FUZZ_PII),
      ...members.flatMap((member) => [member.email, member.phone, member.hash]),
    ].filter((value): value is string => typeof value === 'string' && value.length > 0);
    expect(secrets.filter((secret) => logs.includes(secret))).toEqual([]);
  }, 180_000);
});
