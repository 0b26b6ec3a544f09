// Every change of the booking module ends here: the event goes into the booking's history and
// the notifications module sends what the event sends, in the same transaction as the change.
import type { BookingRow } from './repository';
import type { Executor } from '../db/client';
import { notify } from '../notifications/index';
import {
  recordBookingEvent,
  type BookingActor,
  type BookingEventAction,
} from '../services/booking-events';
import type { ManageLinks } from '../services/manage-links';

/** Who makes a change, and what it needs to tell people. */
export type ChangeContext = { actor: BookingActor; links: ManageLinks; now: Date };

export async function recordAndNotify(
  trx: Executor,
  booking: BookingRow,
  action: BookingEventAction,
  details: Record<string, unknown>,
  context: ChangeContext,
): Promise<void> {
  await recordBookingEvent(trx, booking.id, context.actor, action, details);
  await notify(trx, booking, { action, actor: context.actor, details }, context);
}
