// Staff authentication (docs/decisions/004-staff-auth.md, 009-staff-auth-order.md): an onRequest
// hook, so it runs before the body is read, parsed or validated. 401 for a missing, malformed,
// forged, expired or revoked token or an inactive/deleted account; 403 for a role the route does
// not allow. Errors use the one error shape. Routes get it only through registerStaffRoutes.
import { eq } from 'drizzle-orm';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../../domain/schemas/staff';
import type { AppContext } from '../context';
import { staff } from '../db/schema/index';
import { signingSecret, verifyToken } from '../services/tokens';
import { HttpError } from './errors';

export type AuthenticatedStaff = { id: number; role: StaffRole; name: string };

/** A route inside registerStaffRoutes that technicians may call too: `config: ANY_STAFF`. */
export const ANY_STAFF = { staffRoles: STAFF_ROLES } as const;
/** What a staff route allows when its config names no roles: the safe default. */
export const ADMIN_ONLY_ROLES: readonly StaffRole[] = ['admin'];

declare module 'fastify' {
  interface FastifyRequest {
    staffMember?: AuthenticatedStaff;
  }
  interface FastifyContextConfig {
    /** The roles a staff route allows (default admin only). Read by the staff onRequest hook. */
    staffRoles?: readonly StaffRole[];
  }
}

const SESSION_ENDED = 'Your session is invalid or has expired. Sign in again.';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The member a token signs in, read again from the database: null for a forged, expired or
 * revoked token (logout bumps the version) or an inactive, deleted or re-roled account. The live
 * streams ask again at every heartbeat, so they end with the token.
 */
export async function staffOfToken(
  ctx: AppContext,
  token: string,
): Promise<AuthenticatedStaff | null> {
  const claims = await verifyToken(await signingSecret(ctx.db, ctx.config), token);
  if (!claims) return null;
  const [member] = await ctx.db
    .select({
      id: staff.id,
      role: staff.role,
      name: staff.name,
      isActive: staff.isActive,
      tokenVersion: staff.tokenVersion,
    })
    .from(staff)
    .where(eq(staff.id, claims.sub));
  if (
    !member ||
    !member.isActive ||
    member.role !== claims.role ||
    member.tokenVersion !== claims.ver
  ) {
    return null;
  }
  return { id: member.id, role: member.role, name: member.name };
}

/**
 * The staff onRequest hook. The account is read again on every call, so a deactivated or deleted
 * member, a changed role or a bumped token version (logout) ends the token at once.
 */
export function authenticateStaff(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Sign in required');
    const member = await staffOfToken(ctx, token);
    if (!member) throw new HttpError(401, SESSION_ENDED);
    const allowed = request.routeOptions.config.staffRoles ?? ADMIN_ONLY_ROLES;
    if (!allowed.includes(member.role)) throw new HttpError(403, 'Not allowed');
    request.staffMember = member;
  };
}

/** The signed-in staff member of a route registered through registerStaffRoutes. */
export function signedInStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staffMember) throw new HttpError(401, 'Sign in required');
  return request.staffMember;
}
