// What the card-payment return page may say (issue 26): "paid" only when the server says so.
// Pure, so each answer is tested without a browser; in the page's language (issue 28).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@/domain/site/locales';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { formatMoney } from '@/domain/pricing/format-money';
import { formatCalendarDate, formatSlotWindow } from '@/domain/scheduling/format-date';

export type PaymentOutcomeKind =
  'checking' | 'paid' | 'pending' | 'failed' | 'refunded' | 'unknown';

export interface PaymentOutcome {
  readonly kind: PaymentOutcomeKind;
  readonly title: string;
  readonly text: string;
}

/**
 * The page's answer from what it was sent with and what the server said. `reference`, when the
 * link carries one, must be the booking's: a token for another booking finds nothing.
 */
export function paymentOutcome(
  input: {
    readonly manageToken: string | null;
    readonly reference: string | null;
    readonly booking: CustomerBookingView | undefined;
    readonly failed: boolean;
  },
  i18n: I18n,
): PaymentOutcome {
  const { manageToken, reference, booking } = input;
  const locale = i18n.locale as Locale;
  const unknown: PaymentOutcome = {
    kind: 'unknown',
    title: i18n._(msg`We Could Not Confirm This Payment`),
    text: i18n._(
      msg`This page needs the link from your booking. Track your booking to see whether it is paid.`,
    ),
  };
  if (!manageToken || input.failed) return unknown;
  if (!booking) {
    return {
      kind: 'checking',
      title: i18n._(msg`Checking Your Payment`),
      text: i18n._(msg`One moment.`),
    };
  }
  if (reference && booking.reference !== reference) return unknown;
  const ref = booking.reference;
  switch (booking.paymentStatus) {
    case 'paid': {
      const amount = formatMoney(booking.totalPrice, locale);
      const date = formatCalendarDate(booking.appointmentDate, 'long', undefined, locale);
      const arrival = formatSlotWindow(booking.appointmentTime, locale);
      return {
        kind: 'paid',
        title: i18n._(msg`Payment Successful`),
        text: i18n._(
          msg`Booking ${ref} is paid (${amount}). We will see you on ${date}, ${arrival}.`,
        ),
      };
    }
    case 'unpaid':
      return {
        kind: 'pending',
        title: i18n._(msg`Payment Pending`),
        text: i18n._(
          msg`We have not received the payment for booking ${ref} yet. This page updates by itself when it arrives; if you left the card form before paying, you can pay from your booking.`,
        ),
      };
    case 'failed':
      return {
        kind: 'failed',
        title: i18n._(msg`Payment Not Completed`),
        text: i18n._(
          msg`The card payment for booking ${ref} did not go through. You can try again from your booking.`,
        ),
      };
    case 'refunded':
      return {
        kind: 'refunded',
        title: i18n._(msg`Payment Refunded`),
        text: i18n._(msg`The payment for booking ${ref} has been refunded.`),
      };
  }
}
