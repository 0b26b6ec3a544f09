// The parallel login burst (issue 11 items 1 and 11): 100 wrong passwords sent at once from one
// address check at most 5 passwords; the right password sent after them is refused with 429; the
// admin still signs in from another address. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import type * as passwords from '../../services/passwords';
import { verifyPassword } from '../../services/passwords';

// A spy around the real argon2 verification, so the test counts how many passwords were checked.
vi.mock('../../services/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const app = await createTestApp();
const verifications = vi.mocked(verifyPassword);

const adminLogin = (password: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password },
    remoteAddress,
  });

describe('a burst of 100 parallel wrong logins from one address', () => {
  it('checks at most 5 passwords and refuses the rest with 429', async () => {
    verifications.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => adminLogin(`guess-${i}`, '10.66.0.1')),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(verifications.mock.calls.length);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('refuses the right password afterwards from that address, without checking it', async () => {
    verifications.mockClear();
    const res = await adminLogin('admin123', '10.66.0.1');
    expect(res.statusCode).toBe(429);
    expect(verifications).not.toHaveBeenCalled();
  });

  it('lets the admin sign in from another address', async () => {
    const res = await adminLogin('admin123', '10.66.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
  });

  it('counts 100 parallel guesses at 100 different usernames against the address (30)', async () => {
    verifications.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/technician-login',
          payload: { username: `user${i}`, password: 'x' },
          remoteAddress: '10.66.0.3',
        }),
      ),
    );
    expect(verifications.mock.calls.length).toBeLessThanOrEqual(30);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(70);
  });
});
