import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-some-length-32-bytes!');
const now = new Date('2030-01-01T12:00:00Z');
const iat = Math.floor(now.getTime() / 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with our secret but built by hand, to try claims signToken would never make. */
function handMade(claims: Record<string, unknown>, header: Record<string, unknown> = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header })
    .sign(secret);
}
const good = {
  sub: '7',
  role: 'technician',
  technicianId: 7,
  ver: 0,
  iss: 'charlotte-tv-mounting',
  aud: 'staff',
  iat,
  exp: iat + 12 * 3600,
};

describe('staff tokens', () => {
  it('round-trips the claims and expires after 12 hours', async () => {
    const token = await signToken(
      secret,
      { sub: 7, role: 'technician', technicianId: 7, ver: 3 },
      now,
    );
    expect(await verifyToken(secret, token, now)).toEqual({
      sub: 7,
      role: 'technician',
      technicianId: 7,
      ver: 3,
      iat,
      exp: iat + 12 * 3600,
    });
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(await verifyToken(secret, token, later(12 * 3600_000 - 1000))).not.toBeNull();
    expect(await verifyToken(secret, token, later(12 * 3600_000))).toBeNull();
  });

  it('refuses another secret, a changed payload, alg none and garbage', async () => {
    const token = await signToken(secret, { sub: 7, role: 'technician', ver: 0 }, now);
    expect(await verifyToken(new TextEncoder().encode('other'), token, now)).toBeNull();
    const [header, , sig] = token.split('.');
    const forged = b64({ ...good, role: 'admin' });
    expect(await verifyToken(secret, `${header}.${forged}.${sig}`, now)).toBeNull();
    const none = b64({ alg: 'none', typ: 'JWT' });
    expect(await verifyToken(secret, `${none}.${forged}.`, now)).toBeNull();
    for (const junk of ['garbage', '', 'a.b.c', '...', `${header}.${forged}`, 'x'.repeat(5000)]) {
      expect(await verifyToken(secret, junk, now)).toBeNull();
    }
  });

  it('accepts a hand-made token only when every claim of ours is right', async () => {
    expect(await verifyToken(secret, await handMade(good), now)).not.toBeNull();
    const without = (key: keyof typeof good) =>
      Object.fromEntries(Object.entries(good).filter(([k]) => k !== key));
    const wrong: Record<string, unknown>[] = [
      without('exp'),
      without('ver'),
      without('sub'),
      { ...good, exp: iat + 365 * 24 * 3600 },
      { ...good, sub: 7 },
      { ...good, sub: '07' },
      { ...good, sub: '99999999999' },
      { ...good, role: 'owner' },
      { ...good, ver: -1 },
      { ...good, ver: '0' },
      { ...good, technicianId: 'x' },
      { ...good, aud: 'customers' },
      { ...good, iss: 'someone-else' },
      { ...good, iat: iat + 3600, exp: iat + 13 * 3600 },
    ];
    for (const claims of wrong) {
      expect(
        await verifyToken(secret, await handMade(claims), now),
        JSON.stringify(claims),
      ).toBeNull();
    }
    expect(await verifyToken(secret, await handMade(good, { typ: 'at+jwt' }), now)).toBeNull();
    // A critical header extension we do not understand (jose refuses to make one, so by hand).
    const critHeader = b64({ alg: 'HS256', typ: 'JWT', crit: ['x-ours'], 'x-ours': 1 });
    const input = `${critHeader}.${b64(good)}`;
    const mac = createHmac('sha256', secret).update(input).digest('base64url');
    expect(await verifyToken(secret, await handMade(good), now)).not.toBeNull();
    expect(await verifyToken(secret, `${input}.${mac}`, now)).toBeNull();
    const hs512 = await new SignJWT(good).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    expect(await verifyToken(secret, hs512, now)).toBeNull();
  });
});
