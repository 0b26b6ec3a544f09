// The admin's money cards, one definition each (issue 44; docs/decisions/055-unpaid-limit-and-
// money-cards.md). Every live booking (not cancelled, not a lapsed card hold) is worth its total
// in Booked and sits in exactly one of the three cards below, so
//   Booked = Collected + To collect + Awaiting card payment, to the cent.
// Refunded is shown apart: money handed back, on bookings that are (almost always) cancelled.
// GET /api/stats sums these in SQL (routes/stats); the CSV and the bookings list name each row's
// card with this function, so a spreadsheet adds up to the cards.

/** Where a live booking's money is; null for a booking that is not live (cancelled). */
export type MoneyCard = 'collected' | 'to_collect' | 'awaiting_card_payment';

export const MONEY_CARD_LABELS: Record<MoneyCard, string> = {
  collected: 'Collected',
  to_collect: 'To collect',
  awaiting_card_payment: 'Awaiting card payment',
};

/**
 * Collected: paid. To collect: cash or Afterpay not paid yet (the technician collects, or the
 * Afterpay checkout completes). Awaiting card payment: a card booking not paid yet (its hold is
 * running, or the card was declined and the customer may try again).
 */
export function moneyCardOf(booking: {
  status: string;
  paymentMethod: string;
  paymentStatus: string;
}): MoneyCard | null {
  if (booking.status === 'cancelled') return null;
  if (booking.paymentStatus === 'paid') return 'collected';
  return booking.paymentMethod === 'card' ? 'awaiting_card_payment' : 'to_collect';
}
