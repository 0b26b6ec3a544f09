// Editing a team member (decisions.md "Staff operations calls", "Partial updates"): any subset
// of the fields. Deactivating (or making a technician an admin) ends their tokens at once (token
// version bump), gives their jobs from today on back to dispatch (through the booking module, so
// they, the admins, the live streams and webhooks hear of it) and
// lowers every window's capacity, which counts active technicians. A new password also ends
// their tokens.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { TECHNICIAN_LEFT_REASONS, type TechnicianLeftReason } from '../../../domain/bookings/rules';
import { businessToday } from '../../../domain/scheduling/business-time';
import type {
  TechnicianUpdateBody,
  TechnicianUpdateResponse,
} from '../../../domain/schemas/staff-team';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { bookings, staff } from '../../db/schema/index';
import type { AuthenticatedStaff } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { takeOffJob } from '../../bookings/assign';
import type { ChangeContext } from '../../bookings/record';
import { manageLinks } from '../../services/manage-links';
import { hashPassword } from '../../services/passwords';
import { announceSessionsEnded } from '../../services/tokens';
import { publicStaffColumns } from './repository';

const notFound = () => new HttpError(404, 'Team member not found');

/**
 * Jobs from today on that have not started go back to dispatch, each through the booking
 * module's takeOffJob (docs/decisions/052-every-change-recorded.md): its history, live streams,
 * webhook and messages (the technician told not to go, the admins to find someone).
 */
async function unassignFutureJobs(
  trx: Executor,
  technicianId: number,
  context: ChangeContext,
  reason: TechnicianLeftReason,
): Promise<number[]> {
  const rows = await trx
    .select()
    .from(bookings)
    .where(
      and(
        or(
          eq(bookings.assignedTechnicianId, technicianId),
          eq(bookings.secondTechnicianId, technicianId),
        ),
        gte(bookings.appointmentDate, businessToday(context.now)),
        inArray(bookings.status, ['pending', 'confirmed']),
      ),
    )
    .orderBy(bookings.id)
    .for('update');
  for (const row of rows) await takeOffJob(trx, row, technicianId, reason, context);
  return rows.map((row) => row.id);
}

export async function updateTeamMember(
  ctx: AppContext,
  actor: AuthenticatedStaff,
  id: number,
  body: TechnicianUpdateBody,
): Promise<TechnicianUpdateResponse> {
  // An admin locking themselves out would leave nobody to undo it.
  if (id === actor.id && (body.isActive === false || body.role === 'technician')) {
    throw new HttpError(
      409,
      'You cannot deactivate your own account or remove your own admin role',
    );
  }
  const links = await manageLinks(ctx);
  return ctx.db.transaction(async (trx) => {
    const [current] = await trx.select().from(staff).where(eq(staff.id, id)).for('update');
    if (!current) throw notFound();
    const now = new Date();
    const leavesDispatch =
      current.isActive &&
      current.role === 'technician' &&
      (body.isActive === false || body.role === 'admin');
    const endsTokens =
      (body.isActive === false && current.isActive) ||
      (body.role !== undefined && body.role !== current.role);
    const [row] = await trx
      .update(staff)
      .set({
        ...body,
        ...(endsTokens ? { tokenVersion: sql`${staff.tokenVersion} + 1` } : {}),
      })
      .where(eq(staff.id, id))
      .returning(publicStaffColumns);
    if (!row) throw notFound();
    if (endsTokens) await announceSessionsEnded(trx, id);
    const unassignedBookingIds = leavesDispatch
      ? await unassignFutureJobs(
          trx,
          id,
          { actor: { kind: 'admin', id: actor.id }, links, now },
          body.isActive === false
            ? TECHNICIAN_LEFT_REASONS.deactivated
            : TECHNICIAN_LEFT_REASONS.admin,
        )
      : [];
    return { ...row, unassignedBookingIds };
  });
}

export async function setPassword(ctx: AppContext, id: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const rows = await ctx.db
    .update(staff)
    .set({ passwordHash, tokenVersion: sql`${staff.tokenVersion} + 1` })
    .where(eq(staff.id, id))
    .returning({ id: staff.id });
  if (rows.length === 0) throw notFound();
  // Their open live streams end with their tokens (docs/decisions/053).
  await announceSessionsEnded(ctx.db, id);
}
