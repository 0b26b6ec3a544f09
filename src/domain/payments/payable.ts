// Whether a booking or a store order can still take a card payment (decisions.md "Payments",
// "Store (Mount Depot)"): one rule for both, with what really differs as data (the words, the
// order the reasons are checked in, and what counts as paid). Pure: the server derives the facts
// from its rows and turns a reason into its 409 (src/server/payments/payable.ts).

/** What the rule needs to know about the thing being paid for. */
export type PayableFacts = {
  byCard: boolean;
  paid: boolean;
  refunded: boolean;
  /** Cancelled for good: a lapsed hold that may still get its place back is not. */
  cancelled: boolean;
};

type Reason = 'cancelled' | 'paid' | 'refunded';

export type PayableRule = {
  /** The reasons in the order they are checked: the first that holds is the one given. */
  order: readonly Reason[];
  messages: Record<Reason | 'notByCard', string>;
};

export const ORDER_EXPIRED_MESSAGE =
  'This order was not paid within 15 minutes and its items went back on sale. Please place the order again.';

export const BOOKING_PAYABLE: PayableRule = {
  order: ['cancelled', 'paid', 'refunded'],
  messages: {
    notByCard: 'This booking is not paid by card.',
    cancelled: 'This booking was cancelled.',
    paid: 'This booking is already paid.',
    refunded: 'This booking was refunded.',
  },
};

export const STORE_ORDER_PAYABLE: PayableRule = {
  order: ['paid', 'refunded', 'cancelled'],
  messages: {
    notByCard: 'This order is not paid by card.',
    cancelled: ORDER_EXPIRED_MESSAGE,
    paid: 'This order is already paid.',
    refunded: 'This order was refunded.',
  },
};

/** Why it cannot take a card payment, or undefined when it can. */
export function whyNotPayable(facts: PayableFacts, rule: PayableRule): string | undefined {
  if (!facts.byCard) return rule.messages.notByCard;
  const reason = rule.order.find((r) => facts[r]);
  return reason ? rule.messages[reason] : undefined;
}

/** A booking's facts: `lapsedHold` is a cancelled card hold whose place may come back. */
export function bookingPayableFacts(
  booking: { paymentMethod: string; status: string; paymentStatus: string },
  lapsedHold: boolean,
): PayableFacts {
  return {
    byCard: booking.paymentMethod === 'card',
    paid: booking.paymentStatus === 'paid',
    refunded: booking.paymentStatus === 'refunded',
    cancelled: booking.status === 'cancelled' && !lapsedHold,
  };
}

/** A store order is paid by card only; paid shows in its status as well as its payment. */
export function orderPayableFacts(order: { status: string; paymentStatus: string }): PayableFacts {
  return {
    byCard: true,
    paid: order.paymentStatus === 'paid' || order.status === 'paid' || order.status === 'fulfilled',
    refunded: order.paymentStatus === 'refunded',
    cancelled: order.status === 'cancelled',
  };
}
