// The words of the customer's view (decisions.md "The customer's view of a booking"), in the
// page's language (issue 28): each function takes the page's Lingui instance. Its dates and times
// are written by domain/scheduling/format-date.ts, on the business's clock.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roomName, TV_NAMES_EN, type TvNames } from '@/domain/catalog/tv-names';
import { TV_SIZE_LABELS } from '@/domain/catalog/tv-sizes';
import {
  customerStatusLabel,
  STATUS_WORDS_EN,
  type StatusWords,
} from '@/domain/bookings/status-labels';
import type { PaymentMethod } from '@/domain/schemas/booking';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import type { QuoteTvLine } from '@/domain/schemas/quote';

const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Card`,
  afterpay: msg`Afterpay`,
  cash: msg`Cash`,
};

const PAID_BY: Record<PaymentMethod, MessageDescriptor> = {
  card: msg`Paid by card.`,
  afterpay: msg`Paid by afterpay.`,
  cash: msg`Paid by cash.`,
};

export type PaymentTone = 'good' | 'neutral' | 'bad';

/** The payment state as the customer reads it, with a line on what it means for them. */
export function paymentSummary(
  view: Pick<CustomerBookingView, 'paymentStatus' | 'paymentMethod' | 'status'>,
  i18n: I18n,
): { label: string; method: string; note: string; tone: PaymentTone } {
  const method = i18n._(METHOD_LABELS[view.paymentMethod]);
  const cancelled = view.status === 'cancelled';
  const nothingCharged = i18n._(msg`Nothing was charged.`);
  switch (view.paymentStatus) {
    case 'paid':
      return {
        label: i18n._(msg`Paid`),
        method,
        note: i18n._(PAID_BY[view.paymentMethod]),
        tone: 'good',
      };
    case 'refunded':
      return {
        label: i18n._(msg`Refunded`),
        method,
        note:
          view.paymentMethod === 'afterpay'
            ? i18n._(
                msg`Your payment was refunded to your Afterpay account. Refunds usually show within 5-10 business days.`,
              )
            : i18n._(
                msg`Your payment was refunded to your card. Refunds usually show within 5-10 business days.`,
              ),
        tone: 'neutral',
      };
    case 'failed':
      return {
        label: i18n._(msg`Payment failed`),
        method,
        note: cancelled ? nothingCharged : i18n._(msg`The payment did not go through.`),
        tone: 'bad',
      };
    default: {
      const label = i18n._(msg`Unpaid`);
      if (cancelled) return { label, method, note: nothingCharged, tone: 'neutral' };
      return {
        label,
        method,
        note:
          view.paymentMethod === 'cash'
            ? i18n._(msg`Pay in cash when the job is done.`)
            : view.paymentMethod === 'afterpay'
              ? i18n._(msg`Waiting for your Afterpay payment.`)
              : i18n._(msg`The card payment is not complete yet.`),
        tone: 'neutral',
      };
    }
  }
}

/** The opening hours as the site says them (BUSINESS_HOURS: '8AM-8PM, 7 days a week'). */
export function businessHoursText(i18n: I18n): string {
  return i18n._(msg`8AM-8PM, 7 days a week`);
}

/** 'TV 1 · Living Room' and '56"-65" on Drywall (wood studs)', the catalogue's names in `names`. */
export function tvLineText(
  tv: QuoteTvLine,
  i18n: I18n,
  names: Pick<TvNames, 'rooms' | 'wallTypes'> = TV_NAMES_EN,
): { title: string; detail: string } {
  const number = tv.index + 1;
  const room = roomName(tv.room, names);
  const size = TV_SIZE_LABELS[tv.tvSize];
  const wall = names.wallTypes[tv.wallType];
  return {
    title: i18n._(msg`TV ${number} · ${room}`),
    detail: i18n._(msg`${size} on ${wall}`),
  };
}

/**
 * The step the booking is at now: the last one reached, Awaiting Payment, or Cancelled, in the
 * page's words (`words`): the server writes the steps in the booking's language, which may not be
 * the page's.
 */
export function currentStepLabel(
  view: Pick<CustomerBookingView, 'status' | 'timeline' | 'paymentStatus' | 'paymentMethod'>,
  words: StatusWords = STATUS_WORDS_EN,
): string {
  const reached = view.timeline.filter((entry) => entry.done).at(-1)?.step;
  return customerStatusLabel(
    { ...view, reachedStepLabel: reached ? words.timeline[reached] : undefined },
    words,
  );
}
