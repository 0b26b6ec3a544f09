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
): string {
  if (facts.status === 'cancelled') return CANCELLED;
  if (awaitingCardPayment(facts)) return AWAITING_PAYMENT;
  return facts.reachedStepLabel ?? BOOKING_CONFIRMED;
}

/** Step 6 of the progress modal: done once paid; else what the customer still has to do. */
export function paymentStep(facts: Omit<StatusFacts, 'status'>): {
  readonly done: boolean;
  readonly detail: string;
} {
  const method = { card: 'card', afterpay: 'Afterpay', cash: 'cash' }[facts.paymentMethod];
  switch (facts.paymentStatus) {
    case 'paid':
      return { done: true, detail: `Paid by ${method}.` };
    case 'refunded':
      return { done: true, detail: 'Your payment was refunded.' };
    case 'failed':
      return { done: false, detail: 'The payment did not go through.' };
    default:
      return {
        done: false,
        detail:
          facts.paymentMethod === 'cash'
            ? 'Pay in cash when the job is done.'
            : facts.paymentMethod === 'afterpay'
              ? 'Waiting for your Afterpay payment.'
              : 'The card payment is not complete yet.',
      };
  }
}
