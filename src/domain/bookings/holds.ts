// A card booking holds its place while the customer pays (decisions.md "Payments", "Money that
// does not match"). When the hold lapses unpaid, the sweep cancels the booking with this reason.
import type { BookingStatus, PaymentMethod, PaymentStatus } from '../schemas/booking';

export const PAYMENT_NOT_COMPLETED = 'payment not completed';

export type HoldFacts = {
  status: BookingStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  cancelReason: string | null;
  holdExpiresAt: Date | string | null;
};

/** An unpaid card booking whose hold ran out, swept (cancelled) or not yet. */
export function isLapsedHold(booking: HoldFacts, now: Date): boolean {
  if (booking.paymentMethod !== 'card') return false;
  if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') return false;
  if (booking.status === 'cancelled') return booking.cancelReason === PAYMENT_NOT_COMPLETED;
  return (
    booking.status === 'pending' &&
    booking.holdExpiresAt !== null &&
    new Date(booking.holdExpiresAt).getTime() <= now.getTime()
  );
}
