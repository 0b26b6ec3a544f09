// Staff authorization per route (docs/decisions/004-staff-auth.md): a preHandler that answers 401
// for a missing, malformed, forged or expired token or an inactive/deleted account, and 403 for a
// role the route does not allow. Errors use the one error shape.
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '../../domain/schemas/staff';
import type { AppContext } from '../context';
import { staff } from '../db/schema/index';
import { signingSecret, verifyToken } from '../services/tokens';
import { HttpError } from './errors';

export type AuthenticatedStaff = { id: number; role: StaffRole; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    staffMember?: AuthenticatedStaff;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * `preHandler: requireStaff(ctx, ['admin'])`. The account is read again on every call, so a
 * deactivated or deleted staff member's tokens stop working at once, and a changed role counts.
 */
export function requireStaff(
  ctx: AppContext,
  roles: readonly StaffRole[],
): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'Sign in required');
    const claims = verifyToken(await signingSecret(ctx.db, ctx.config), token);
    if (!claims) throw new HttpError(401, 'Your session is invalid or has expired. Sign in again.');
    const [member] = await ctx.db
      .select({ id: staff.id, role: staff.role, name: staff.name, isActive: staff.isActive })
      .from(staff)
      .where(eq(staff.id, claims.sub));
    if (!member || !member.isActive || member.role !== claims.role) {
      throw new HttpError(401, 'Your session is invalid or has expired. Sign in again.');
    }
    if (!roles.includes(member.role)) throw new HttpError(403, 'Not allowed');
    request.staffMember = { id: member.id, role: member.role, name: member.name };
  };
}

/** The signed-in staff member of a route guarded by requireStaff. */
export function signedInStaff(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staffMember) throw new HttpError(401, 'Sign in required');
  return request.staffMember;
}
