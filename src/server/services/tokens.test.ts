import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = Buffer.from('a-test-secret-of-some-length');
const now = new Date('2030-01-01T12:00:00Z');

describe('staff tokens', () => {
  it('round-trips the claims and expires after 12 hours', () => {
    const token = signToken(secret, { sub: 7, role: 'technician', technicianId: 7 }, now);
    expect(verifyToken(secret, token, now)).toMatchObject({
      sub: 7,
      role: 'technician',
      technicianId: 7,
    });
    expect(
      verifyToken(secret, token, new Date(now.getTime() + 12 * 3600_000 - 1000)),
    ).not.toBeNull();
    expect(verifyToken(secret, token, new Date(now.getTime() + 12 * 3600_000))).toBeNull();
  });

  it('refuses another secret, a changed payload and alg none', () => {
    const token = signToken(secret, { sub: 7, role: 'technician' }, now);
    expect(verifyToken(Buffer.from('other'), token, now)).toBeNull();
    const [header, , sig] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 7, role: 'admin', iat: 1, exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(verifyToken(secret, `${header}.${forgedPayload}.${sig}`, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifyToken(secret, `${none}.${forgedPayload}.`, now)).toBeNull();
    expect(verifyToken(secret, 'garbage', now)).toBeNull();
  });
});
