// What the card-payment return page may say (issue 26): "paid" only when the server says so.
// Pure, so each answer is tested without a browser.
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { formatMoney } from '@/domain/pricing/format-money';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

export type PaymentOutcomeKind =
  'checking' | 'paid' | 'pending' | 'failed' | 'refunded' | 'unknown';

export interface PaymentOutcome {
  readonly kind: PaymentOutcomeKind;
  readonly title: string;
  readonly text: string;
}

const UNKNOWN: PaymentOutcome = {
  kind: 'unknown',
  title: 'We Could Not Confirm This Payment',
  text: 'This page needs the link from your booking. Track your booking to see whether it is paid.',
};

/**
 * The page's answer from what it was sent with and what the server said. `reference`, when the
 * link carries one, must be the booking's: a token for another booking finds nothing.
 */
export function paymentOutcome(input: {
  readonly manageToken: string | null;
  readonly reference: string | null;
  readonly booking: CustomerBookingView | undefined;
  readonly failed: boolean;
}): PaymentOutcome {
  const { manageToken, reference, booking } = input;
  if (!manageToken || input.failed) return UNKNOWN;
  if (!booking) return { kind: 'checking', title: 'Checking Your Payment', text: 'One moment.' };
  if (reference && booking.reference !== reference) return UNKNOWN;
  const ref = booking.reference;
  switch (booking.paymentStatus) {
    case 'paid':
      return {
        kind: 'paid',
        title: 'Payment Successful',
        text: `Booking ${ref} is paid (${formatMoney(booking.totalPrice)}). We will see you on ${formatCalendarDate(booking.appointmentDate, 'long')}, ${booking.arrivalWindow}.`,
      };
    case 'unpaid':
      return {
        kind: 'pending',
        title: 'Payment Pending',
        text: `We have not received the payment for booking ${ref} yet. This page updates by itself when it arrives; if you left the card form before paying, you can pay from your booking.`,
      };
    case 'failed':
      return {
        kind: 'failed',
        title: 'Payment Not Completed',
        text: `The card payment for booking ${ref} did not go through. You can try again from your booking.`,
      };
    case 'refunded':
      return {
        kind: 'refunded',
        title: 'Payment Refunded',
        text: `The payment for booking ${ref} has been refunded.`,
      };
  }
}
