// The events an outbound webhook can subscribe to (decisions.md "Integrations"), and which one a
// recorded booking change is. Pure: the server's outbox and the admin's checkboxes read it.

export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'payment.succeeded',
  'payment.refunded',
  'store_order.paid',
  'review.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return (WEBHOOK_EVENTS as readonly unknown[]).includes(value);
}

/** What each event means, for the admin's checkboxes. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEvent, string> = {
  'booking.created': 'A booking was made',
  'booking.updated': 'A booking changed (status, team, window, money collected)',
  'booking.cancelled': 'A booking was cancelled',
  'payment.succeeded': "A booking's card payment was confirmed",
  'payment.refunded': "A booking's payment went back",
  'store_order.paid': 'A store order was paid',
  'review.created': 'A customer left a review',
};

/**
 * The event a recorded booking change sends: a booking is created or cancelled once; its money
 * confirmed is payment.succeeded, and payment.refunded once the provider took the refund
 * (refund_sent; docs/decisions/052-every-change-recorded.md). A refund only decided (refunded,
 * owed until the provider takes it) or refused sends none: the booking's own event (its cancel)
 * already carries paymentStatus refunded. Every other change (a status move, the team, a new
 * window, money collected on site, a card that failed, a lapsed hold reinstated) is
 * booking.updated.
 */
export function webhookEventOfBookingAction(action: string): WebhookEvent | null {
  switch (action) {
    case 'created':
      return 'booking.created';
    case 'cancelled':
      return 'booking.cancelled';
    case 'paid':
      return 'payment.succeeded';
    case 'refund_sent':
      return 'payment.refunded';
    case 'refunded':
    case 'refund_refused':
      return null;
    default:
      return 'booking.updated';
  }
}
