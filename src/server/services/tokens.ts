// Signed, expiring staff tokens: HS256 JWTs made with node:crypto (docs/decisions/004-staff-auth.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '../../domain/schemas/staff';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/index';

/** decisions.md "Staff accounts": tokens expire after 12 hours. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const SECRET_KEY = 'jwt_secret';

export type TokenClaims = {
  /** The staff member's id. */
  sub: number;
  role: StaffRole;
  /** Only on technicians' tokens: the portal reads it (store-staff-assistant.md section 3). */
  technicianId?: number;
  iat: number;
  exp: number;
};

const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * JWT_SECRET when set; otherwise a random secret created once and kept in app_settings. The
 * insert-if-absent then read-back means every server sharing the database signs with the same one.
 */
export function signingSecret(db: Db, config: Pick<AppConfig, 'JWT_SECRET'>): Promise<Buffer> {
  if (config.JWT_SECRET) return Promise.resolve(Buffer.from(config.JWT_SECRET, 'utf8'));
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSettings)
        .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
        .onConflictDoNothing({ target: appSettings.key });
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, sql`${SECRET_KEY}`));
      if (!row) throw new Error('The token secret could not be stored');
      return Buffer.from(row.value, 'utf8');
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signToken(
  secret: Buffer,
  claims: { sub: number; role: StaffRole; technicianId?: number },
  now: Date = new Date(),
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload: TokenClaims = { ...claims, iat, exp: iat + TOKEN_LIFETIME_SECONDS };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyToken(
  secret: Buffer,
  token: string,
  now: Date = new Date(),
): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  // Only our own header is accepted: no "alg: none", no algorithm switching.
  if (header !== HEADER) return null;
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return null;
  return claims;
}

function isClaims(value: unknown): value is TokenClaims {
  if (!value || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(c.sub) &&
    (c.role === 'admin' || c.role === 'technician') &&
    Number.isSafeInteger(c.iat) &&
    Number.isSafeInteger(c.exp) &&
    (c.technicianId === undefined || Number.isSafeInteger(c.technicianId))
  );
}
