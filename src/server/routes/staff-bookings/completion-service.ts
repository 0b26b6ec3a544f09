// POST /api/bookings/{id}/completion (decisions.md "Finishing a job"): the booking's technician
// (lead or second) or an admin completes it through the booking module's one `complete`, in one
// transaction with the row locked; an Idempotency-Key replays the first answer, as for
// PUT /api/bookings/{id}, because the technician's phone replays queued calls (docs/decisions/041).
import type { CompletionBody } from '../../../domain/schemas/job-completion';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { complete } from '../../bookings/complete';
import type { AppContext } from '../../context';
import type { AuthenticatedStaff } from '../../plugins/auth';
import { runIdempotent, type StoredAnswer } from '../../services/idempotency';
import { manageLinks } from '../../services/manage-links';
import { paymentGateways } from '../../services/payments/index';
import { notInScope, scopeOf } from '../../bookings/staff-scope';
import { listBookings } from '../../bookings/staff-view/list';
import { findBookingForUpdate } from './repository';
import { decodeSignature } from './signature';

/** The Idempotency-Key scope of the completion call, followed by the staff member's id. */
export const COMPLETION_SCOPE = 'job-completion';

export async function completeJob(
  ctx: AppContext,
  member: AuthenticatedStaff,
  id: number,
  body: CompletionBody,
  idempotencyKey?: string,
): Promise<StoredAnswer<StaffBooking>> {
  const scope = scopeOf(member);
  const { signature, ...rest } = body;
  // Decoded before the transaction: sharp works on the thread pool, no row is held meanwhile.
  const signaturePng = await decodeSignature(signature);
  const links = await manageLinks(ctx);
  const gateways = paymentGateways(ctx);
  const actor = { kind: member.role, id: member.id } as const;
  return runIdempotent<StaffBooking>(
    ctx.db,
    { scope: `${COMPLETION_SCOPE}:${member.id}`, key: idempotencyKey, payload: { id, body } },
    async (trx) => {
      const booking = await findBookingForUpdate(trx, scope, id);
      if (!booking) throw await notInScope(trx, id);
      await complete(
        trx,
        booking,
        { ...rest, signaturePng },
        { actor, links, gateways, now: new Date() },
      );
      const [completed] = await listBookings(trx, scope, id);
      if (!completed) throw await notInScope(trx, id);
      return { statusCode: 200, body: completed };
    },
  );
}
