// One status vocabulary for the customer (issue 26): the confirmation screen and its e-mail, the
// manage and track pages and the Service Progress modal say the same words for the same booking.
// The words are the spec's six progress steps (booking-flow.md section 4 "Progress timeline").
import type { BookingStatus, PaymentMethod, PaymentStatus } from '../schemas/booking';

/** booking-flow.md section 2 "success" and the first progress step. */
export const BOOKING_CONFIRMED = 'Booking Confirmed';
export const CANCELLED = 'Cancelled';
export const AWAITING_PAYMENT = 'Awaiting Payment';

/** The progress steps in the spec's order and words; step 6 is the payment. */
export const PROGRESS_STEP_TITLES = [
  BOOKING_CONFIRMED,
  'Service Preparation',
  'Technician En Route',
  'Installation in Progress',
  'Service Complete',
  'Payment Processing',
] as const;

/** The manage page's timeline steps (schemas/manage.ts TIMELINE_STEPS) in the same words. */
export const TIMELINE_STEP_LABELS = {
  received: BOOKING_CONFIRMED,
  confirmed: 'Service Preparation',
  assigned: 'Technician Assigned',
  on_the_way: 'Technician En Route',
  in_progress: 'Installation in Progress',
  completed: 'Service Complete',
} as const;

export interface StatusFacts {
  readonly status: BookingStatus;
  readonly paymentStatus: PaymentStatus;
  readonly paymentMethod: PaymentMethod;
}

type TimelineStepKey = keyof typeof TIMELINE_STEP_LABELS;

/**
 * The status words as one table per language (issue 28): English is the constants above, word
 * for word; Spanish is status-labels-es.ts, loaded only where a Spanish customer reads it.
 */
export interface StatusWords {
  readonly confirmed: string;
  readonly cancelled: string;
  readonly awaitingPayment: string;
  readonly progressSteps: readonly [string, string, string, string, string, string];
  readonly timeline: Readonly<Record<TimelineStepKey, string>>;
  readonly payment: {
    readonly paid: (method: PaymentMethod) => string;
    readonly refunded: string;
    readonly failed: string;
    readonly payCash: string;
    readonly awaitingAfterpay: string;
    readonly cardIncomplete: string;
  };
}

const PAID_BY: Readonly<Record<PaymentMethod, string>> = {
  card: 'card',
  afterpay: 'Afterpay',
  cash: 'cash',
};

export const STATUS_WORDS_EN: StatusWords = {
  confirmed: BOOKING_CONFIRMED,
  cancelled: CANCELLED,
  awaitingPayment: AWAITING_PAYMENT,
  progressSteps: PROGRESS_STEP_TITLES,
  timeline: TIMELINE_STEP_LABELS,
  payment: {
    paid: (method) => `Paid by ${PAID_BY[method]}.`,
    refunded: 'Your payment was refunded.',
    failed: 'The payment did not go through.',
    payCash: 'Pay in cash when the job is done.',
    awaitingAfterpay: 'Waiting for your Afterpay payment.',
    cardIncomplete: 'The card payment is not complete yet.',
  },
};

/** A card booking is the customer's once its payment went through (decisions.md "Money"). */
export function awaitingCardPayment(facts: StatusFacts): boolean {
  return (
    facts.paymentMethod === 'card' &&
    facts.paymentStatus !== 'paid' &&
    facts.paymentStatus !== 'refunded' &&
    facts.status === 'pending'
  );
}

/** The headline status: 'Booking Confirmed', a later step, 'Awaiting Payment' or 'Cancelled'. */
export function customerStatusLabel(
  facts: StatusFacts & { readonly reachedStepLabel?: string | null | undefined },
  words: StatusWords = STATUS_WORDS_EN,
): string {
  if (facts.status === 'cancelled') return words.cancelled;
  if (awaitingCardPayment(facts)) return words.awaitingPayment;
  return facts.reachedStepLabel ?? words.confirmed;
}

/** Step 6 of the progress modal: done once paid; else what the customer still has to do. */
export function paymentStep(
  facts: Omit<StatusFacts, 'status'>,
  words: StatusWords = STATUS_WORDS_EN,
): {
  readonly done: boolean;
  readonly detail: string;
} {
  const payment = words.payment;
  switch (facts.paymentStatus) {
    case 'paid':
      return { done: true, detail: payment.paid(facts.paymentMethod) };
    case 'refunded':
      return { done: true, detail: payment.refunded };
    case 'failed':
      return { done: false, detail: payment.failed };
    default:
      return {
        done: false,
        detail:
          facts.paymentMethod === 'cash'
            ? payment.payCash
            : facts.paymentMethod === 'afterpay'
              ? payment.awaitingAfterpay
              : payment.cardIncomplete,
      };
  }
}
