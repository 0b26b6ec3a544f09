// The store's mails, written into the outbox with the change they report.
import { formatMoney } from '../../../domain/pricing/format-money';
import type { BusinessFacts } from '../../../domain/schemas/business';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { contactLine } from './booking';
import type { storeOrders } from '../../db/schema/index';

type StoreOrderRow = typeof storeOrders.$inferSelect;

function orderLines(order: StoreOrderRow): string[] {
  return order.items.map(
    (item) => `  ${item.name} x ${item.quantity}: ${formatMoney(item.unitCents * item.quantity)}`,
  );
}

function fulfilmentLine(order: StoreOrderRow): string {
  return order.fulfilment === 'delivery'
    ? `Local delivery (free) to: ${order.address ?? ''}. We call you to arrange the time.`
    : 'Pickup: we call you when your order is ready to collect.';
}

/** The business as it is now (routes/business/facts.ts): contact line and signature. */
type MailBusiness = Pick<BusinessFacts, 'name' | 'phone' | 'email'>;

const footer = (business: MailBusiness) => ['', contactLine(business), '', business.name];

/** The receipt sent when a store order's card payment succeeds. */
export function storeReceiptEmail(
  order: StoreOrderRow,
  payment: { paymentId: number; testMode: boolean },
  business: MailBusiness,
): OutgoingEmail {
  const lines = [
    `Hi ${order.name},`,
    '',
    `Thank you for your Mount Depot order ${order.reference}. We received your payment of ${formatMoney(order.totalCents)}.`,
    ...(payment.testMode ? ['This was a test payment (sandbox): no money was taken.'] : []),
    '',
    `Receipt number: P-${payment.paymentId}`,
    ...orderLines(order),
    `Total paid: ${formatMoney(order.totalCents)} by card`,
    '',
    fulfilmentLine(order),
    ...footer(business),
  ];
  return {
    to: order.email ?? '',
    subject: `Receipt for your Mount Depot order ${order.reference}`,
    text: lines.join('\n'),
  };
}

/** Sent when staff cancel an order; with the refund when it was paid. */
export function storeCancelEmail(
  order: StoreOrderRow,
  refund: { refundedCents: number; testMode: boolean } | null,
  business: MailBusiness,
): OutgoingEmail {
  const lines = [
    `Hi ${order.name},`,
    '',
    `Your Mount Depot order ${order.reference} was cancelled.`,
    ...(refund && refund.refundedCents > 0
      ? [
          `We refunded ${formatMoney(refund.refundedCents)} to the card you paid with.`,
          refund.testMode
            ? 'This was a test payment (sandbox): no money was taken or returned.'
            : 'Depending on your bank, it shows on your statement within 5-10 business days.',
        ]
      : []),
    ...footer(business),
  ];
  return {
    to: order.email ?? '',
    subject: `Your Mount Depot order ${order.reference} was cancelled`,
    text: lines.join('\n'),
  };
}
