// The whole authorization matrix of the staff calls (issue 7 "Done when").
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { staff } from '../../db/schema/index';
import { hashPassword } from '../../services/passwords';
import {
  adminMikeSarahTokens,
  bearer,
  expiredToken,
  forgedToken,
  insertBooking,
  insertPhoto,
  login,
  staffId,
} from './staff-fixtures';

const app = await createTestApp();

let adminToken = '';
let mikeToken = '';
let sarahToken = '';
let mikeId = 0;
let sarahId = 0;
let adminId = 0;
let mikesBooking = 0;
let inactiveToken = '';

beforeAll(async () => {
  [adminToken, mikeToken, sarahToken] = await adminMikeSarahTokens(app);
  [mikeId, sarahId, adminId] = await Promise.all([
    staffId(app, 'mike'),
    staffId(app, 'sarah'),
    staffId(app, 'admin'),
  ]);
  mikesBooking = await insertBooking(app, { assignedTechnicianId: mikeId, status: 'confirmed' });
  await insertPhoto(app, mikesBooking, 0);
  // A technician who signs in and is then deactivated: the token must stop working at once.
  await app.ctx.db.insert(staff).values({
    name: 'Leaving Tech',
    username: 'leaving',
    passwordHash: await hashPassword('leaving123'),
    role: 'technician',
  });
  inactiveToken = await login(app, 'leaving', 'leaving123');
  await app.ctx.db.update(staff).set({ isActive: false }).where(eq(staff.username, 'leaving'));
});

type Call = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  payload?: () => object;
  /** Who may make it: the others get 403 (wrong role) or 403/404 (not their booking). */
  admin: boolean;
  owner: boolean;
};

const newTech = (suffix: string) => ({
  name: `New ${suffix}`,
  username: `new-${suffix}`,
  password: 'secret123',
  phone: '7045550100',
  email: `${suffix}@example.com`,
});

let counter = 0;
const calls: Call[] = [
  {
    name: 'GET /api/bookings',
    method: 'GET',
    url: () => '/api/bookings',
    admin: true,
    owner: false,
  },
  {
    name: 'GET /api/technicians',
    method: 'GET',
    url: () => '/api/technicians',
    admin: true,
    owner: false,
  },
  {
    name: 'POST /api/technicians',
    method: 'POST',
    url: () => '/api/technicians',
    payload: () => newTech(`t${++counter}`),
    admin: true,
    owner: false,
  },
  {
    name: 'GET /api/technician/bookings/:mike',
    method: 'GET',
    url: () => `/api/technician/bookings/${mikeId}`,
    admin: true,
    owner: true,
  },
  {
    name: 'GET /api/bookings/:id/photos/0',
    method: 'GET',
    url: () => `/api/bookings/${mikesBooking}/photos/0`,
    admin: true,
    owner: true,
  },
  {
    // The assigned technician starts the job; the admin's own changes are walked in
    // status-moves.test.ts (a second in_progress here would be a refused no-op).
    name: 'PUT /api/bookings/:id',
    method: 'PUT',
    url: () => `/api/bookings/${mikesBooking}`,
    payload: () => ({ status: 'in_progress' }),
    admin: false,
    owner: true,
  },
];

async function send(call: Call, headers: Record<string, string> = {}) {
  return app.inject({
    method: call.method,
    url: call.url(),
    headers,
    ...(call.payload ? { payload: call.payload() } : {}),
  });
}

describe.each(calls)('$name', (call) => {
  it('refuses a request without a token (401)', async () => {
    const res = await send(call);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'unauthorized' });
  });

  it('refuses a malformed token (401)', async () => {
    expect((await send(call, { authorization: 'Bearer not.a-token' })).statusCode).toBe(401);
    expect((await send(call, { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a forged token, even one claiming admin (401)', async () => {
    expect((await send(call, bearer(await forgedToken(adminId, 'admin')))).statusCode).toBe(401);
    expect((await send(call, bearer(await forgedToken(mikeId, 'technician')))).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired token (401)', async () => {
    expect((await send(call, bearer(await expiredToken(app, adminId, 'admin')))).statusCode).toBe(
      401,
    );
    expect(
      (await send(call, bearer(await expiredToken(app, mikeId, 'technician')))).statusCode,
    ).toBe(401);
  });

  it("refuses a deactivated technician's token (401)", async () => {
    expect((await send(call, bearer(inactiveToken))).statusCode).toBe(401);
  });

  it('refuses the wrong technician (403 or 404)', async () => {
    const res = await send(call, bearer(sarahToken));
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('Pat Customer');
  });

  it(
    call.owner ? 'lets the assigned technician in' : 'refuses a technician token (403)',
    async () => {
      const res = await send(call, bearer(mikeToken));
      expect(res.statusCode).toBe(call.owner ? 200 : 403);
    },
  );

  if (call.admin) {
    it('lets the admin in', async () => {
      const res = await send(call, bearer(adminToken));
      expect([200, 201]).toContain(res.statusCode);
    });
  }
});

describe('scoping by the query', () => {
  it("shows a technician only their own bookings, never another's", async () => {
    const sarahsBooking = await insertBooking(app, {
      assignedTechnicianId: sarahId,
      name: 'Sam Other',
    });
    const mine = await app.inject({
      url: `/api/technician/bookings/${mikeId}`,
      headers: bearer(mikeToken),
    });
    const ids = (mine.json() as { id: number }[]).map((b) => b.id);
    expect(ids).toContain(mikesBooking);
    expect(ids).not.toContain(sarahsBooking);
    const photo = await app.inject({
      url: `/api/bookings/${sarahsBooking}/photos/0`,
      headers: bearer(mikeToken),
    });
    expect(photo.statusCode).toBe(404);
  });

  it("refuses a technician changing another technician's booking, and leaves it untouched", async () => {
    const sarahsBooking = await insertBooking(app, {
      assignedTechnicianId: sarahId,
      status: 'confirmed',
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${sarahsBooking}`,
      headers: bearer(mikeToken),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(403);
    const list = await app.inject({ url: '/api/bookings', headers: bearer(adminToken) });
    const row = (list.json() as { id: number; status: string }[]).find(
      (b) => b.id === sarahsBooking,
    );
    expect(row?.status).toBe('confirmed');
  });

  it('answers 404 for a booking that does not exist', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/bookings/999999',
      headers: bearer(adminToken),
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('serves the photo bytes to the assigned technician and the admin', async () => {
    for (const token of [mikeToken, adminToken]) {
      const res = await app.inject({
        url: `/api/bookings/${mikesBooking}/photos/0`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
