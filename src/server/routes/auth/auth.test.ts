// Logins, throttling, demo hints and tokens (decisions.md "Staff accounts").
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { eq, sql } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/index';
import { signingSecret, verifyToken } from '../../services/tokens';

const app = await createTestApp();

const adminLogin = (payload: object, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: '/api/admin/login', payload, remoteAddress });
const techLogin = (payload: object, remoteAddress = '10.9.0.2') =>
  app.inject({ method: 'POST', url: '/api/auth/technician-login', payload, remoteAddress });

describe('POST /api/admin/login', () => {
  it('signs the admin in with a 12-hour token carrying id and role', async () => {
    const res = await adminLogin({ username: 'admin', password: 'admin123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ role: 'admin', token: expect.any(String) });
    const claims = await verifyToken(await signingSecret(app.ctx.db, app.ctx.config), body.token);
    expect(claims).toMatchObject({ role: 'admin', sub: expect.any(Number) });
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(12 * 60 * 60);
  });

  it('refuses a wrong password with 401 and both message and error', async () => {
    const res = await adminLogin({ username: 'admin', password: 'nope' }, '10.9.0.3');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Invalid credentials',
      code: 'unauthorized',
      error: 'Invalid credentials',
    });
  });

  it('refuses a technician at the admin login', async () => {
    const res = await adminLogin({ username: 'mike', password: 'tech123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().token).toBeUndefined();
  });

  it('names a missing field (400)', async () => {
    const res = await adminLogin({ username: '', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('username: Username is required');
    const extra = await adminLogin({ username: 'admin', password: 'admin123', role: 'admin' });
    expect(extra.statusCode).toBe(400);
  });
});

describe('POST /api/auth/technician-login', () => {
  it('answers token, role, technicianId and name; the token carries technicianId', async () => {
    const res = await techLogin({ username: 'mike', password: 'tech123' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      role: 'technician',
      technicianId: expect.any(Number),
      name: 'Mike Johnson',
    });
    const claims = await verifyToken(await signingSecret(app.ctx.db, app.ctx.config), body.token);
    expect(claims?.technicianId).toBe(body.technicianId);
  });

  it('refuses the admin at the technician portal', async () => {
    expect((await techLogin({ username: 'admin', password: 'admin123' })).statusCode).toBe(403);
  });

  it('refuses an unknown user like a wrong password', async () => {
    const res = await techLogin({ username: 'nobody', password: 'tech123' }, '10.9.0.4');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Invalid credentials');
  });
});

describe('throttling (5 per username from one address, 30 per address, 15 minutes)', () => {
  it('answers 429 on the 6th attempt after 5 failures for one username from one address', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await techLogin({ username: 'sarah', password: `wrong${i}` }, '10.8.0.1');
      expect(res.statusCode).toBe(401);
    }
    // Even the right password is refused now, from that address, in any case of the username.
    const sixth = await techLogin({ username: 'Sarah', password: 'tech123' }, '10.8.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many/);
    // Nobody can lock an account out from elsewhere: sarah signs in from another address...
    expect(
      (await techLogin({ username: 'sarah', password: 'tech123' }, '10.8.0.2')).statusCode,
    ).toBe(200);
    // ...and another user signs in from the throttled address.
    expect(
      (await techLogin({ username: 'mike', password: 'tech123' }, '10.8.0.1')).statusCode,
    ).toBe(200);
  });

  it('answers 429 after 30 failures from one address, whatever the usernames', async () => {
    for (let i = 1; i <= 30; i++) {
      const res = await adminLogin({ username: `guess${i}`, password: 'x' }, '10.7.0.1');
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await adminLogin({ username: 'admin', password: 'admin123' }, '10.7.0.1')).statusCode,
    ).toBe(429);
    expect(
      (await adminLogin({ username: 'admin', password: 'admin123' }, '10.7.0.2')).statusCode,
    ).toBe(200);
  });

  it('forgives typos once the right password is given, and forgets attempts after 15 minutes', async () => {
    const ip = '10.7.1.1';
    for (let i = 1; i <= 4; i++) {
      expect((await techLogin({ username: 'mike', password: 'typo' }, ip)).statusCode).toBe(401);
    }
    expect((await techLogin({ username: 'mike', password: 'tech123' }, ip)).statusCode).toBe(200);
    for (let i = 1; i <= 5; i++) {
      expect((await techLogin({ username: 'mike', password: 'typo' }, ip)).statusCode).toBe(401);
    }
    expect((await techLogin({ username: 'mike', password: 'tech123' }, ip)).statusCode).toBe(429);
    // 15 minutes later (the attempts' times moved back), the window is empty again.
    await app.ctx.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(loginAttempts.ip, ip));
    expect((await techLogin({ username: 'mike', password: 'tech123' }, ip)).statusCode).toBe(200);
  });

  it('keeps the attempts in the database, where every app server sees them', async () => {
    const rows = await app.ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '10.8.0.1'));
    expect(rows.filter((r) => r.username === 'sarah')).toHaveLength(6);
    // The successful sign-in left nothing behind for mike.
    expect(rows.filter((r) => r.username === 'mike')).toHaveLength(0);
  });
});

describe('GET /api/staff/login-hints', () => {
  it('shows the demo credentials in demo mode', async () => {
    const res = await app.inject({ url: '/api/staff/login-hints' });
    expect(res.json()).toEqual({
      demo: true,
      admin: { username: 'admin', password: 'admin123' },
      technicians: [
        { username: 'mike', password: 'tech123' },
        { username: 'sarah', password: 'tech123' },
      ],
    });
  });
});
