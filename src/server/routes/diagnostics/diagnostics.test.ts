// The system-test page's calls (decisions.md "Demo and diagnostic pages").
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';
import { TEST_BOOKING_PRICE_CENTS } from './index';

describe('in demo mode', async () => {
  const app = await createTestApp();

  it('POST /api/test-sendgrid says mail is not configured without SMTP_URL', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test-sendgrid', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, keyPrefix: null });
    expect(res.json<{ error: string }>().error).toContain('SMTP_URL');
  });

  it('the test booking is priced by the engine, stored and cancelled', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/diagnostics/test-booking' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ id: number; totalPrice: number; sentTotalPrice: number }>();
    expect(body).toMatchObject({ status: 'cancelled', sentTotalPrice: TEST_BOOKING_PRICE_CENTS });
    // One 44-55 TV on wood studs with a purchased flat mount: 99 + 29.99.
    expect(body.totalPrice).toBe(12899);
    const token = await login(app, 'admin', 'admin123');
    const list = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = list.json<
      { id: number; status: string }[] | { bookings: { id: number; status: string }[] }
    >();
    const all = Array.isArray(rows) ? rows : rows.bookings;
    expect(all.find((row) => row.id === body.id)?.status).toBe('cancelled');
  });

  it('names the assistant provider', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/diagnostics/assistant' });
    expect(res.json()).toEqual({ provider: 'built-in', model: null, avatarAgent: false });
  });
});

describe('in production mode', async () => {
  const app = await createTestApp({
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'a-long-admin-password',
    JWT_SECRET: 'x'.repeat(48),
  });

  it.each([
    ['POST', '/api/test-sendgrid'],
    ['POST', '/api/diagnostics/test-booking'],
    ['GET', '/api/diagnostics/assistant'],
  ] as const)('%s %s needs an admin sign-in', async (method, url) => {
    const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
  });

  it('an admin may run the mail check', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'owner', password: 'a-long-admin-password' },
    });
    const { token } = signIn.json<{ token: string }>();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test-sendgrid',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
