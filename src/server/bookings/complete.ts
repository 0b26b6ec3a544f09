// Completing a job with its record (decisions.md "Finishing a job: the record, the receipt, the
// review"): the after photos named in order, the note, the customer's signature, the cash or
// afterpay money collected, and the move to completed, in the caller's one transaction. Before the
// job's day only an admin completes it, with `early: true` (recorded in its history). The money
// goes through markCollected and the move through changeStatus (its rules for an early completion
// and a lapsed hold, the event and the "job done" mail with the receipt); none is repeated here.
import { statusMoveRefusal } from '../../domain/bookings/rules';
import type { CompletionBody } from '../../domain/schemas/job-completion';
import type { Executor } from '../db/client';
import { jobCompletions } from '../db/schema/index';
import { fieldError, HttpError } from '../plugins/errors';
import type { BookingActor } from '../services/booking-events';
import type { PaymentGateways } from '../services/payments/index';
import { attachJobPhotos } from '../services/photos/job-photos';
import { markCollected } from './collect';
import type { ChangeContext } from './record';
import type { BookingRow } from './repository';
import { assertMayComplete, changeStatus } from './status';

/** What the completion keeps: the body with the signature already checked and decoded. */
export type Completion = Omit<CompletionBody, 'signature'> & { signaturePng: Buffer | null };

/** Only an unpaid cash or afterpay job collects money, and exactly its total. */
function checkCollected(booking: BookingRow, collectedCents: number): void {
  if (booking.paymentMethod === 'card') {
    throw fieldError(
      'collectedCents',
      'A card booking is paid by card; nothing is collected on site',
    );
  }
  if (booking.paymentStatus !== 'unpaid') {
    throw fieldError('collectedCents', `The booking is already ${booking.paymentStatus}`);
  }
  if (collectedCents !== booking.totalPrice) {
    throw fieldError(
      'collectedCents',
      `The amount collected must be what is due: ${booking.totalPrice} cents`,
    );
  }
}

/** Completes the booking (its row locked by the caller) with its record; returns the row. */
export async function complete(
  trx: Executor,
  booking: BookingRow,
  completion: Completion,
  context: ChangeContext & {
    actor: Extract<BookingActor, { id: number }>;
    gateways: PaymentGateways;
  },
): Promise<BookingRow> {
  // A job already done, cancelled or not confirmed is refused before anything else is checked.
  const refusal = statusMoveRefusal(booking.status, 'completed');
  if (refusal) throw new HttpError(409, refusal);
  // Before its day: a technician's is a 409, an admin's needs early: true (nothing is kept).
  const early = assertMayComplete(booking, completion, context);
  if (!completion.customerAbsent && !completion.signaturePng) {
    throw fieldError('signature', "Add the customer's signature, or mark the customer not present");
  }
  const collectedCents = completion.collectedCents ?? null;
  if (collectedCents !== null) {
    checkCollected(booking, collectedCents);
    await markCollected(trx, booking, context.actor, context.now);
  }
  await attachJobPhotos(trx, booking.id, completion.photoIds ?? []);
  await trx.insert(jobCompletions).values({
    bookingId: booking.id,
    note: completion.note?.trim() ? completion.note.trim() : null,
    signaturePng: completion.signaturePng,
    customerAbsent: completion.customerAbsent ?? false,
    collectedCents,
    completedBy: context.actor.id,
    completedAt: context.now,
  });
  // Last, so the "job done" mail's receipt reads the record and the payment written above.
  return changeStatus(trx, booking, { status: 'completed', early }, context);
}
