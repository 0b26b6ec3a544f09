// Authentication runs first on every staff route (issue 11 item 3, docs/decisions/009): without a
// valid token every registered staff route answers 401, whatever the method, params, body or
// content type; with the wrong role 403, before the body is validated.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { adminAndMikeTokens } from '../routes/staff-bookings/staff-fixtures';
import { createTestApp } from '../testing/test-app';
import { staffRoutesOf } from './staff-routes';

const app = await createTestApp();
const routes = staffRoutesOf(app);
const [adminToken, techToken] = await adminAndMikeTokens(app);

/** decisions.md "Staff operations calls" and section 7: wherever one exists, it must be a staff route. */
const SPEC_STAFF_ROUTES = [
  'GET /api/bookings',
  'PUT /api/bookings/:id',
  'GET /api/bookings.csv',
  'GET /api/bookings/:id/history',
  'GET /api/bookings/:id/photos/:position',
  'GET /api/technician/bookings/:technicianId',
  'GET /api/technicians',
  'POST /api/technicians',
  'PUT /api/technicians/:id',
  'POST /api/technicians/:id/password',
  'POST /api/blocked-slots',
  'DELETE /api/blocked-slots/:id',
  'GET /api/schedule',
  'GET /api/outbox',
  'POST /api/outbox/:id/retry',
  'POST /api/products',
  'PUT /api/products/:id',
  'GET /api/store-orders',
  'PUT /api/store-orders/:id',
  'PUT /api/business',
  'POST /api/auth/logout',
];

const PARAM_VALUES = ['1', 'abc', '99999999999', '-1'];
const BODIES: { type?: string; payload?: string }[] = [
  {},
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '{}' },
  { type: 'application/json', payload: '{"status":"cancelled","totalPrice":-1}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=b' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'application/json; charset=utf-16', payload: '\u0000{' },
];
const AUTHORIZATION = [undefined, '', 'Bearer', 'Bearer garbage', 'Basic YWRtaW46YWRtaW4xMjM='];

const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

function send(method: string, url: string, body: (typeof BODIES)[number], auth?: string) {
  const headers: Record<string, string> = {};
  if (body.type) headers['content-type'] = body.type;
  if (auth !== undefined) headers.authorization = auth;
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  });
}

describe('the staff routes', () => {
  it('are registered through registerStaffRoutes, every one the spec names that exists', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(registered.size).toBeGreaterThanOrEqual(7);
    for (const route of SPEC_STAFF_ROUTES) {
      const [method, url] = route.split(' ') as [string, string];
      if (app.hasRoute({ method: method as 'GET', url })) expect(registered).toContain(route);
    }
  });

  it('answer 401 without a valid token, whatever the params, body or content type', async () => {
    const answers: string[] = [];
    for (const route of routes) {
      for (const value of PARAM_VALUES) {
        for (const body of BODIES) {
          for (const auth of AUTHORIZATION) {
            const res = await send(route.method, fill(route.url, value), body, auth);
            if (res.statusCode !== 401)
              answers.push(`${route.method} ${route.url} ${res.statusCode}`);
            else if (route.method !== 'HEAD') expect(res.json()).toHaveProperty('message');
          }
        }
      }
    }
    expect(answers).toEqual([]);
  });

  it('answer 403 to the wrong role before the body is validated', async () => {
    const adminOnly = routes.filter((r) => !r.roles.includes('technician'));
    expect(adminOnly.length).toBeGreaterThan(0);
    const answers: string[] = [];
    for (const route of adminOnly) {
      for (const body of BODIES) {
        const res = await send(route.method, fill(route.url, 'abc'), body, `Bearer ${techToken}`);
        if (res.statusCode !== 403) answers.push(`${route.method} ${route.url} ${res.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('refuse a 35 MB or 40 MB body with 401 before reading it (and 403 for the wrong role)', async () => {
    for (const size of [35, 40]) {
      const payload = `{"status":"${'x'.repeat(size * 1024 * 1024)}"}`;
      const json = { 'content-type': 'application/json' };
      const stranger = await app.inject({
        method: 'PUT',
        url: '/api/bookings/1',
        payload,
        headers: json,
      });
      expect(stranger.statusCode).toBe(401);
      const technician = await app.inject({
        method: 'POST',
        url: '/api/technicians',
        payload,
        headers: { ...json, authorization: `Bearer ${techToken}` },
      });
      expect(technician.statusCode).toBe(403);
    }
  });

  it('answer 401 over a real socket while a 35 MB body is still on its way (never read)', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    // Only the headers and the first kilobyte are sent: a server that read the body first would
    // wait for the other 35 MB and never answer.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'PUT',
          path: '/api/bookings/1',
          headers: { 'content-type': 'application/json', 'content-length': 35 * 1024 * 1024 },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => {
        if (!req.destroyed) reject(error);
      });
      req.write(`{"status":"${'x'.repeat(1024)}`);
    });
    expect(status).toBe(401);
  });

  it('still validate for the right role: 400 names the field, after authentication', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/technicians',
      payload: {},
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toBeDefined();
  });
});
