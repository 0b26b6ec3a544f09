// The store's mails, written into the outbox with the change they report.
import { formatMoney } from '../../../domain/pricing/format-money';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import type { StoreOrderRow } from '../../store-orders/repository';
import { plainTextMail, refundArrivalLine, TEST_PAYMENT_LINE, type MailBusiness } from './render';

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

/** The receipt sent when a store order's card payment succeeds. */
export function storeReceiptEmail(
  order: StoreOrderRow,
  payment: { paymentId: number; testMode: boolean },
  business: MailBusiness,
): OutgoingEmail {
  return plainTextMail({
    to: order.email ?? '',
    subject: `Receipt for your Mount Depot order ${order.reference}`,
    greet: order.name,
    body: [
      `Thank you for your Mount Depot order ${order.reference}. We received your payment of ${formatMoney(order.totalCents)}.`,
      ...(payment.testMode ? [TEST_PAYMENT_LINE] : []),
      '',
      `Receipt number: P-${payment.paymentId}`,
      ...orderLines(order),
      `Total paid: ${formatMoney(order.totalCents)} by card`,
      '',
      fulfilmentLine(order),
    ],
    business,
  });
}

/** Sent when staff cancel an order; with the refund when it was paid. */
export function storeCancelEmail(
  order: StoreOrderRow,
  refund: { refundedCents: number; testMode: boolean } | null,
  business: MailBusiness,
): OutgoingEmail {
  return plainTextMail({
    to: order.email ?? '',
    subject: `Your Mount Depot order ${order.reference} was cancelled`,
    greet: order.name,
    body: [
      `Your Mount Depot order ${order.reference} was cancelled.`,
      ...(refund && refund.refundedCents > 0
        ? [
            `We refunded ${formatMoney(refund.refundedCents)} to the card you paid with.`,
            refundArrivalLine(refund.testMode),
          ]
        : []),
    ],
    business,
  });
}
