// The system-test page's calls (decisions.md "Demo and diagnostic pages").
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';
import { freshAddress, slotSequence, validDraft } from '../bookings/testing';
import { TEST_BOOKING_PRICE_CENTS } from './index';

const CONTACT_FORM_BOOKING = '/api/contact-form-test/booking';
const nextSlot = slotSequence(2);

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

  it('the contact form test books for a visitor, limited like a customer (2 unpaid per address)', async () => {
    const address = freshAddress();
    const book = () =>
      app.inject({
        method: 'POST',
        url: CONTACT_FORM_BOOKING,
        payload: validDraft(nextSlot()),
        remoteAddress: address,
      });
    expect((await book()).statusCode).toBe(201);
    expect((await book()).statusCode).toBe(201);
    const third = await book();
    expect(third.statusCode, third.body).toBe(429);
    expect(third.json<{ message: string }>().message).toMatch(/waiting for payment/);
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
    ['POST', CONTACT_FORM_BOOKING],
  ] as const)('%s %s needs an admin sign-in', async (method, url) => {
    const payload = url === CONTACT_FORM_BOOKING ? validDraft(nextSlot()) : {};
    const res = await app.inject({ method, url, payload: method === 'POST' ? payload : undefined });
    expect(res.statusCode).toBe(401);
    const forged = await app.inject({
      method,
      url,
      payload: method === 'POST' ? payload : undefined,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it("an admin's diagnostic bookings are made, and not limited as a customer's", async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'owner', password: 'a-long-admin-password' },
    });
    const headers = { authorization: `Bearer ${signIn.json<{ token: string }>().token}` };
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: CONTACT_FORM_BOOKING,
        payload: validDraft({ ...nextSlot(), email: 'owner-tests@example.com' }),
        headers,
        remoteAddress: address,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const systemTest = await app.inject({
      method: 'POST',
      url: '/api/diagnostics/test-booking',
      headers,
    });
    expect(systemTest.statusCode, systemTest.body).toBe(200);
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
