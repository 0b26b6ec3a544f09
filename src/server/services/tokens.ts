// Signed, expiring, revocable staff tokens: HS256 JWTs made and verified by jose
// (docs/decisions/004-staff-auth.md, 009-staff-auth-order.md). The one place that knows tokens.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../../domain/schemas/staff';
import type { AppConfig } from '../config';
import type { Db, Executor } from '../db/client';
import { withinDeadline } from '../db/deadline';
import { appSettings, staff } from '../db/schema/index';

/** decisions.md "Staff accounts": tokens expire after 12 hours. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const ISSUER = 'charlotte-tv-mounting';
const AUDIENCE = 'staff';
/** Our tokens are about 300 characters; anything far longer is refused before parsing. */
const MAX_TOKEN_LENGTH = 2048;
const SECRET_KEY = 'jwt_secret';

/** What a verified token tells the server (the JWT's `sub` is the id as a string, per RFC 7519). */
export type TokenClaims = {
  /** The staff member's id. */
  sub: number;
  role: StaffRole;
  /** Only on technicians' tokens: the portal reads it (store-staff-assistant.md section 3). */
  technicianId?: number;
  /** The staff row's token version when the token was made; a logout bumps the row's. */
  ver: number;
  iat: number;
  exp: number;
};

const id = z.number().int().positive().max(2_147_483_647);
/** Our claims, checked after jose has checked signature, algorithm, issuer, audience and expiry. */
const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]{0,9}$/),
  role: z.enum(STAFF_ROLES),
  technicianId: id.optional(),
  ver: z.number().int().min(0).max(2_147_483_647),
  iat: z.number().int(),
  exp: z.number().int(),
});

const secrets = new WeakMap<Db, Promise<Uint8Array>>();

/**
 * JWT_SECRET when set; otherwise a random secret created once and kept in app_settings. The
 * insert-if-absent then read-back means every server sharing the database signs with the same one.
 */
export function signingSecret(db: Db, config: Pick<AppConfig, 'JWT_SECRET'>): Promise<Uint8Array> {
  if (config.JWT_SECRET) return Promise.resolve(new TextEncoder().encode(config.JWT_SECRET));
  let secret = secrets.get(db);
  if (!secret) {
    // Shared by every request until it settles, so never kept past its deadline (020).
    secret = withinDeadline(
      (async () => {
        await db
          .insert(appSettings)
          .values({ key: SECRET_KEY, value: randomBytes(48).toString('base64url') })
          .onConflictDoNothing({ target: appSettings.key });
        const [row] = await db
          .select({ value: appSettings.value })
          .from(appSettings)
          .where(eq(appSettings.key, sql`${SECRET_KEY}`));
        if (!row) throw new Error('The token secret could not be stored');
        return new TextEncoder().encode(row.value);
      })(),
    );
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

export type TokenSubject = {
  sub: number;
  role: StaffRole;
  technicianId?: number;
  /** The staff row's current tokenVersion. */
  ver: number;
};

export function signToken(
  secret: Uint8Array,
  subject: TokenSubject,
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const { sub, ...claims } = subject;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(secret);
}

/**
 * The claims of a well-formed, correctly signed, unexpired token of ours; otherwise null. jose
 * accepts HS256 only (no `alg: none`, no switch to a public-key algorithm), requires exp and iat,
 * and checks issuer, audience and age; our own claims are then parsed strictly.
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now: Date = new Date(),
): Promise<TokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      typ: 'JWT',
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
      currentDate: now,
    });
    const parsed = claimsSchema.safeParse(payload);
    if (!parsed.success) return null;
    const { sub, technicianId, ...rest } = parsed.data;
    if (rest.exp - rest.iat !== TOKEN_LIFETIME_SECONDS) return null;
    return { ...rest, sub: Number(sub), ...(technicianId ? { technicianId } : {}) };
  } catch {
    return null;
  }
}

/** The channel on which a staff member's ended sessions are announced (services/live). */
export const STAFF_SESSIONS_CHANNEL = 'staff_sessions';

/**
 * Tells every app server that this member's tokens just ended, so their open live streams end
 * now rather than at the next heartbeat (docs/decisions/053). Call it in the transaction that
 * moves tokenVersion on: the NOTIFY is delivered when it commits, never for a rolled-back one.
 */
export async function announceSessionsEnded(trx: Executor, staffId: number): Promise<void> {
  await trx.execute(sql`select pg_notify(${STAFF_SESSIONS_CHANNEL}, ${String(staffId)})`);
}

/**
 * Ends every token of one staff member (logout, password reset, deactivation): the row's
 * tokenVersion moves on, and a token carrying an older version is refused on its next call.
 */
export async function revokeStaffTokens(db: Executor, staffId: number): Promise<void> {
  await db
    .update(staff)
    .set({ tokenVersion: sql`${staff.tokenVersion} + 1` })
    .where(eq(staff.id, staffId));
  await announceSessionsEnded(db, staffId);
}
