// POST /api/auth/logout (issue 11 item 10, docs/decisions/009): signing out ends every token the
// member holds, on every server, because the token version lives on the staff row.
import { describe, expect, it } from 'vitest';
import { bearer, login, staffId } from '../staff-bookings/staff-fixtures';
import { createTestApp } from '../../testing/test-app';

const app = await createTestApp();

const logout = (token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
const technicianJobs = async (token: string) =>
  app.inject({
    url: `/api/technician/bookings/${await staffId(app, 'mike')}`,
    headers: bearer(token),
  });

describe('POST /api/auth/logout', () => {
  it("ends the admin's token and every other token they hold, not anyone else's", async () => {
    const [token, otherDevice, colleague] = await Promise.all([
      login(app, 'admin', 'admin123'),
      login(app, 'admin', 'admin123'),
      login(app, 'mike', 'tech123'),
    ]);
    const technicians = (t: string) => app.inject({ url: '/api/technicians', headers: bearer(t) });
    expect((await technicians(token)).statusCode).toBe(200);

    const res = await logout(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });

    for (const ended of [token, otherDevice]) {
      const after = await technicians(ended);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toMatch(/Sign in again/);
      expect((await logout(ended)).statusCode).toBe(401);
    }
    expect((await technicianJobs(colleague)).statusCode).toBe(200);
    // Signing in again gives a token that works.
    expect((await technicians(await login(app, 'admin', 'admin123'))).statusCode).toBe(200);
  });

  it("ends a technician's token", async () => {
    const token = await login(app, 'mike', 'tech123');
    expect((await technicianJobs(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(200);
    expect((await technicianJobs(token)).statusCode).toBe(401);
  });
});
