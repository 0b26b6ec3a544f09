// PUT /api/bookings/{id} with an Idempotency-Key (decisions.md "The technician app works without
// a signal", docs/decisions/041): a phone's queued change replayed with the same key gets the
// first answer back and is applied once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingHistoryEntry } from '../../../domain/schemas/staff-operations';
import { createTestApp } from '../../testing/test-app';
import { adminAndMikeTokens, bearer, insertBooking, staffId } from './staff-fixtures';

const app = await createTestApp();
let adminToken = '';
let mikeToken = '';
let mikeId = 0;

beforeAll(async () => {
  [adminToken, mikeToken] = await adminAndMikeTokens(app);
  mikeId = await staffId(app, 'mike');
});

const put = (id: number, token: string, payload: object, key?: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const history = async (id: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/bookings/${id}/history`,
      headers: bearer(adminToken),
    })
  ).json<BookingHistoryEntry[]>();

const mikesJob = () =>
  insertBooking(app, {
    status: 'confirmed',
    assignedTechnicianId: mikeId,
    email: 'idem@example.com',
  });

describe('PUT /api/bookings/{id} with an Idempotency-Key', () => {
  it('a replayed "on my way" answers the first answer and records one en_route', async () => {
    const id = await mikesJob();
    const key = randomUUID();
    const first = await put(id, mikeToken, { enRoute: true }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await put(id, mikeToken, { enRoute: true }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const events = (await history(id)).filter((e) => e.action === 'en_route');
    expect(events).toHaveLength(1);
  });

  it('a replayed status move is applied once (the second is not a 409 "already")', async () => {
    const id = await insertBooking(app, {
      status: 'confirmed',
      assignedTechnicianId: mikeId,
      email: 'idem-status@example.com',
    });
    const key = randomUUID();
    const first = await put(id, mikeToken, { status: 'in_progress' }, key);
    expect(first.statusCode).toBe(200);
    const again = await put(id, mikeToken, { status: 'in_progress' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('in_progress');
    expect((await history(id)).filter((e) => e.action === 'in_progress')).toHaveLength(1);
    // Without the key, the same move again is refused as before.
    expect((await put(id, mikeToken, { status: 'in_progress' })).statusCode).toBe(409);
  });

  it('the same key with another body is a 422; a malformed key is a 400', async () => {
    const id = await mikesJob();
    const key = randomUUID();
    expect((await put(id, mikeToken, { enRoute: true }, key)).statusCode).toBe(200);
    expect((await put(id, mikeToken, { status: 'in_progress' }, key)).statusCode).toBe(422);
    expect((await put(id, mikeToken, { enRoute: true }, 'bad key with spaces')).statusCode).toBe(
      400,
    );
  });

  it('a refused change keeps no key: the office cancelled the job, the replay is refused again', async () => {
    const id = await mikesJob();
    expect(
      (await put(id, adminToken, { status: 'cancelled', reason: 'Customer called' })).statusCode,
    ).toBe(200);
    const key = randomUUID();
    const refused = await put(id, mikeToken, { enRoute: true }, key);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().message).toBeTruthy();
    const again = await put(id, mikeToken, { enRoute: true }, key);
    expect(again.statusCode).toBe(refused.statusCode);
    expect((await history(id)).filter((e) => e.action === 'en_route')).toHaveLength(0);
  });

  it('keys are per staff member: the admin may use the same key for its own change', async () => {
    const id = await mikesJob();
    const key = randomUUID();
    expect((await put(id, mikeToken, { enRoute: true }, key)).statusCode).toBe(200);
    const admin = await put(id, adminToken, { status: 'in_progress' }, key);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
  });
});
