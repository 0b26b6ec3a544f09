import { sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { staff } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { signingSecret, signToken } from '../../services/tokens';
import { beginAttempt, forgetAttempts, pruneAttempts } from './login-throttle';

/** A login failure in the one error shape, plus `error` (the technician client reads either). */
export class LoginError extends HttpError {
  constructor(statusCode: number, message: string) {
    super(statusCode, message);
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash makes an unknown username take as long as a known one. */
function timingDecoy(): Promise<string> {
  dummyHash ??= hashPassword('not-a-staff-password');
  return dummyHash;
}

export type SignedIn = { token: string; id: number; role: StaffRole; name: string };

/**
 * Records the attempt and checks the throttle before anything else, then the credentials, then
 * the role of the portal. Only a right password stops the attempt counting (docs/decisions/009).
 */
export async function signIn(
  ctx: AppContext,
  input: { username: string; password: string; ip: string; portal: StaffRole },
): Promise<SignedIn> {
  const { attempt, allowed } = await beginAttempt(ctx.db, input.username, input.ip);
  await pruneAttempts(ctx.db);
  if (!allowed) {
    throw new LoginError(
      429,
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
  // Usernames are unique regardless of case (the lower(username) index), so either case signs in.
  const [member] = await ctx.db
    .select({
      id: staff.id,
      name: staff.name,
      role: staff.role,
      isActive: staff.isActive,
      passwordHash: staff.passwordHash,
      tokenVersion: staff.tokenVersion,
    })
    .from(staff)
    .where(sql`lower(${staff.username}) = ${attempt.username}`);
  const valid = await verifyPassword(member?.passwordHash ?? (await timingDecoy()), input.password);
  if (!member || !valid || !member.isActive) throw new LoginError(401, 'Invalid credentials');
  await forgetAttempts(ctx.db, attempt);
  if (member.role !== input.portal) {
    throw new LoginError(
      403,
      input.portal === 'admin'
        ? 'This account is not an admin. Technicians sign in at /technician.'
        : 'This account is not a technician. Admins sign in at /admin.',
    );
  }
  const secret = await signingSecret(ctx.db, ctx.config);
  const token = await signToken(secret, {
    sub: member.id,
    role: member.role,
    ver: member.tokenVersion,
    ...(member.role === 'technician' ? { technicianId: member.id } : {}),
  });
  return { token, id: member.id, role: member.role, name: member.name };
}
