import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { staff } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { signingSecret, signToken } from '../../services/tokens';
import { clearFailures, isThrottled, recordFailure, throttleKeys } from './login-throttle';

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
 * Checks the throttle, then the credentials, then the role of the portal. Wrong credentials count
 * as a failure for the username and the address; a right password at the wrong portal does not.
 */
export async function signIn(
  ctx: AppContext,
  input: { username: string; password: string; ip: string; portal: StaffRole },
): Promise<SignedIn> {
  const keys = throttleKeys(input.username, input.ip);
  if (await isThrottled(ctx.db, keys)) {
    throw new LoginError(
      429,
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
  }
  const [member] = await ctx.db
    .select({
      id: staff.id,
      name: staff.name,
      role: staff.role,
      isActive: staff.isActive,
      passwordHash: staff.passwordHash,
    })
    .from(staff)
    .where(eq(staff.username, input.username.trim()));
  const valid = await verifyPassword(member?.passwordHash ?? (await timingDecoy()), input.password);
  if (!member || !valid || !member.isActive) {
    await recordFailure(ctx.db, keys);
    throw new LoginError(401, 'Invalid credentials');
  }
  if (member.role !== input.portal) {
    throw new LoginError(
      403,
      input.portal === 'admin'
        ? 'This account is not an admin. Technicians sign in at /technician.'
        : 'This account is not a technician. Admins sign in at /admin.',
    );
  }
  await clearFailures(ctx.db, keys[0] as string);
  const secret = await signingSecret(ctx.db, ctx.config);
  const token = signToken(secret, {
    sub: member.id,
    role: member.role,
    ...(member.role === 'technician' ? { technicianId: member.id } : {}),
  });
  return { token, id: member.id, role: member.role, name: member.name };
}
