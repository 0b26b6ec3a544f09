// Production mode: no demo hints, no demo accounts, the configured first admin, JWT_SECRET used.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

const app = await createTestApp({
  NODE_ENV: 'production',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a-long-owner-password',
  JWT_SECRET: 'test-secret-from-the-environment',
});

describe('production mode', () => {
  it('shows no login hints', async () => {
    expect((await app.inject({ url: '/api/staff/login-hints' })).json()).toEqual({ demo: false });
  });

  it('has no demo accounts, and the configured admin signs in', async () => {
    const demo = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'admin', password: 'admin123' },
    });
    expect(demo.statusCode).toBe(401);
    const owner = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'owner', password: 'a-long-owner-password' },
      remoteAddress: '10.6.0.1',
    });
    expect(owner.statusCode).toBe(200);
    const list = await app.inject({
      url: '/api/technicians',
      headers: { authorization: `Bearer ${owner.json().token}` },
    });
    expect(list.json()).toEqual([expect.objectContaining({ username: 'owner', role: 'admin' })]);
    // JWT_SECRET is used as is: nothing is generated into the database.
    const settings = await app.ctx.db.query.appSettings.findMany();
    expect(settings.map((s) => s.key)).not.toContain('jwt_secret');
  });
});
