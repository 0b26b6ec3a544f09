// At most 2 places in live unpaid bookings per client (decisions.md "Holding up under abuse (the
// third attack)"; docs/decisions/055-unpaid-limit-and-money-cards.md). Card holds, cash and
// Afterpay not yet paid count together: a cash booking never lapses, so without counting it a
// dozen addresses emptied the calendar in 10 s (issue 44). A client is its address, its e-mail and
// its phone, each counted on its own; a two-technician booking counts its two places. The file
// keeps its first name (issue 25 limited card holds only).
import { clientNetworkOf } from '../plugins/client-network';
import { businessToday } from '../../domain/scheduling/business-time';
import type { BookingDraft } from '../../domain/schemas/booking';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { countLiveUnpaidPlaces, lockHoldOwner, type HoldOwner } from './repository';

export const MAX_UNPAID_PLACES = 2;
/** The name issue 25's tests know the limit by. */
export const MAX_UNPAID_CARD_HOLDS = MAX_UNPAID_PLACES;

/** The 429's message: what to do, and the number to call (decisions.md). */
export function tooManyUnpaidMessage(phone: string): string {
  return (
    `You already have ${MAX_UNPAID_PLACES} bookings waiting for payment. ` +
    'Finish paying for one, or release it, before booking another. ' +
    `To book more at once, call us at ${phone}.`
  );
}

/** E-mail lower-cased and trimmed; phone as digits, without the US country code. */
export function holdOwnerOf(draft: Pick<BookingDraft, 'email' | 'phone'>, ip: string | undefined) {
  const digits = draft.phone.replace(/\D/g, '');
  return {
    network: ip === undefined ? null : clientNetworkOf(ip),
    email: draft.email.trim().toLowerCase(),
    phoneDigits: /^1\d{10}$/.test(digits) ? digits.slice(1) : digits,
  } satisfies HoldOwner;
}

/**
 * Inside the booking's transaction, before its slot is locked: waits for this client's other
 * bookings in flight (on any app server), then refuses a booking that would take this client past
 * 2 places in live unpaid bookings with a 429 that gives the business's phone.
 */
export async function checkUnpaidBookings(
  trx: Executor,
  owner: HoldOwner,
  booking: { places: number; phone: string; now: Date },
): Promise<void> {
  await lockHoldOwner(trx, owner);
  const held = await countLiveUnpaidPlaces(trx, owner, businessToday(booking.now));
  if (held + booking.places > MAX_UNPAID_PLACES) {
    // The phone in `params` too, for a screen that words its own (decisions.md "Error codes").
    throw new HttpError(429, tooManyUnpaidMessage(booking.phone), undefined, {
      params: { phone: booking.phone },
    });
  }
}
