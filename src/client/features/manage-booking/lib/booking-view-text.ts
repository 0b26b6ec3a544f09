// The words of the customer's view (decisions.md "The customer's view of a booking"). Its dates
// and times are written by domain/scheduling/format-date.ts, on the business's clock.
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import { WALL_TYPE_INFO } from '@/domain/catalog/wall-types';
import { customerStatusLabel } from '@/domain/bookings/status-labels';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import type { QuoteTvLine } from '@/domain/schemas/quote';

const METHOD_LABELS: Record<CustomerBookingView['paymentMethod'], string> = {
  card: 'Card',
  afterpay: 'Afterpay',
  cash: 'Cash',
};

export type PaymentTone = 'good' | 'neutral' | 'bad';

/** The payment state as the customer reads it, with a line on what it means for them. */
export function paymentSummary(
  view: Pick<CustomerBookingView, 'paymentStatus' | 'paymentMethod' | 'status'>,
): { label: string; method: string; note: string; tone: PaymentTone } {
  const method = METHOD_LABELS[view.paymentMethod];
  const cancelled = view.status === 'cancelled';
  switch (view.paymentStatus) {
    case 'paid':
      return { label: 'Paid', method, note: `Paid by ${method.toLowerCase()}.`, tone: 'good' };
    case 'refunded':
      return {
        label: 'Refunded',
        method,
        note: `Your payment was refunded to your ${view.paymentMethod === 'afterpay' ? 'Afterpay account' : 'card'}. Refunds usually show within 5-10 business days.`,
        tone: 'neutral',
      };
    case 'failed':
      return {
        label: 'Payment failed',
        method,
        note: cancelled ? 'Nothing was charged.' : 'The payment did not go through.',
        tone: 'bad',
      };
    default:
      if (cancelled)
        return { label: 'Unpaid', method, note: 'Nothing was charged.', tone: 'neutral' };
      return {
        label: 'Unpaid',
        method,
        note:
          view.paymentMethod === 'cash'
            ? 'Pay in cash when the job is done.'
            : view.paymentMethod === 'afterpay'
              ? 'Waiting for your Afterpay payment.'
              : 'The card payment is not complete yet.',
        tone: 'neutral',
      };
  }
}

/** 'TV 1 · Living Room' and '56"-65" on Drywall (wood studs)'. */
export function tvLineText(tv: QuoteTvLine): { title: string; detail: string } {
  return {
    title: `TV ${tv.index + 1} · ${tv.room}`,
    detail: `${TV_SIZE_LABELS[tv.tvSize]} on ${WALL_TYPE_INFO[tv.wallType].label}`,
  };
}

/** The step the booking is at now: the last one reached, Awaiting Payment, or Cancelled. */
export function currentStepLabel(
  view: Pick<CustomerBookingView, 'status' | 'timeline' | 'paymentStatus' | 'paymentMethod'>,
): string {
  return customerStatusLabel({
    ...view,
    reachedStepLabel: view.timeline.filter((entry) => entry.done).at(-1)?.label,
  });
}
