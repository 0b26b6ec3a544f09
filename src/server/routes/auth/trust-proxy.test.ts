// TRUST_PROXY (decisions.md "Staff accounts", issue 11 item 4): unset, X-Forwarded-For is ignored,
// so rotating it changes no limit; with TRUST_PROXY=1 (or the proxy's address) the header's
// address is the client's, for login throttling and the bookings rate limit alike.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import { loginAttempts } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { BOOKINGS_RATE_LIMIT } from '../bookings/index';

const [untrusting, oneHop, namedProxy] = await Promise.all([
  createTestApp({
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'owner-password-1',
  }),
  createTestApp({
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD: 'owner-password-1',
    TRUST_PROXY: '1',
  }),
  createTestApp({ TRUST_PROXY: '10.30.0.1' }),
]);

let counter = 0;
/** A different spoofed client address on every call. */
const rotating = () => `203.0.113.${(counter++ % 250) + 1}`;

const login = (app: BuiltApp, password: string, socket: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'owner', password },
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const book = (app: BuiltApp, socket: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {},
    remoteAddress: socket,
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY unset', () => {
  it('throttles logins by the socket address whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await login(untrusting, 'wrong', '10.20.0.1', rotating())).statusCode).toBe(401);
    }
    const res = await login(untrusting, 'owner-password-1', '10.20.0.1', rotating());
    expect(res.statusCode).toBe(429);
    const rows = await untrusting.ctx.db.select().from(loginAttempts);
    expect(new Set(rows.map((r) => r.ip))).toEqual(new Set(['10.20.0.1']));
  });

  it('rate-limits bookings by the socket address whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= BOOKINGS_RATE_LIMIT.max; i++) {
      statuses.push((await book(untrusting, '10.20.0.2', rotating())).statusCode);
    }
    expect(statuses.slice(0, BOOKINGS_RATE_LIMIT.max).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  it("counts login failures against the header's address", async () => {
    // Five failures for one client arriving through two proxy connections.
    for (let i = 0; i < 5; i++) {
      const socket = i % 2 ? '10.20.1.1' : '10.20.1.2';
      expect((await login(oneHop, 'wrong', socket, '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await login(oneHop, 'owner-password-1', '10.20.1.1', '198.51.100.7')).statusCode).toBe(
      429,
    );
    // Another client behind the same proxy is not affected.
    expect((await login(oneHop, 'owner-password-1', '10.20.1.1', '198.51.100.8')).statusCode).toBe(
      200,
    );
    const rows = await oneHop.ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, '198.51.100.7'));
    expect(rows).toHaveLength(6);
  });

  it("rate-limits bookings per the header's address", async () => {
    for (let i = 0; i <= BOOKINGS_RATE_LIMIT.max; i++) {
      expect((await book(oneHop, '10.20.1.3', rotating())).statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i <= BOOKINGS_RATE_LIMIT.max; i++) {
      statuses.push((await book(oneHop, '10.20.1.3', '198.51.100.9')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY=<the proxy address>', () => {
  it('believes X-Forwarded-For from that proxy only', async () => {
    /** The address an attempt was counted against, arriving from `socket` with a spoofed header. */
    const countedAddress = async (socket: string, username: string) => {
      await namedProxy.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password: 'x' },
        remoteAddress: socket,
        headers: { 'x-forwarded-for': '198.51.100.20' },
      });
      const rows = await namedProxy.ctx.db
        .select({ ip: loginAttempts.ip })
        .from(loginAttempts)
        .where(eq(loginAttempts.username, username));
      return rows.map((r) => r.ip);
    };
    expect(await countedAddress('10.30.0.1', 'via-proxy')).toEqual(['198.51.100.20']);
    expect(await countedAddress('10.30.0.2', 'direct')).toEqual(['10.30.0.2']);
  });
});
