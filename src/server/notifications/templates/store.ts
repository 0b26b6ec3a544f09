// The store's mails, written into the outbox with the change they report, in the order's
// language (issue 28): a Spanish receipt names each product by its Spanish name when it has one.
import { productName } from '../../../domain/catalog/products';
import { formatMoney } from '../../../domain/pricing/format-money';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import type { StoreOrderRow } from '../../store-orders/repository';
import { messagesFor } from '../messages/index';
import { plainTextMail, refundArrivalLine, testPaymentLine, type MailBusiness } from './render';

function orderLines(order: StoreOrderRow): string[] {
  return order.items.map(
    (item) =>
      `  ${productName(item, order.locale)} x ${item.quantity}: ${formatMoney(item.unitCents * item.quantity, order.locale)}`,
  );
}

function fulfilmentLine(order: StoreOrderRow): string {
  const said = messagesFor(order.locale).store;
  return order.fulfilment === 'delivery' ? said.delivery(order.address ?? '') : said.pickup;
}

/** The receipt sent when a store order's card payment succeeds. */
export function storeReceiptEmail(
  order: StoreOrderRow,
  payment: { paymentId: number; testMode: boolean },
  business: MailBusiness,
): OutgoingEmail {
  const { locale } = order;
  const words = messagesFor(locale);
  const total = formatMoney(order.totalCents, locale);
  return plainTextMail({
    to: order.email ?? '',
    subject: words.store.receiptSubject(order.reference),
    greet: order.name,
    body: [
      words.store.thanks(order.reference, total),
      ...(payment.testMode ? [testPaymentLine(locale)] : []),
      '',
      words.money.receiptNumber(String(payment.paymentId)),
      ...orderLines(order),
      words.store.totalPaid(words.money.byCard(total)),
      '',
      fulfilmentLine(order),
    ],
    business,
    locale,
  });
}

/** Sent when staff cancel an order; with the refund when it was paid. */
export function storeCancelEmail(
  order: StoreOrderRow,
  refund: { refundedCents: number; testMode: boolean } | null,
  business: MailBusiness,
): OutgoingEmail {
  const { locale } = order;
  const said = messagesFor(locale).store;
  return plainTextMail({
    to: order.email ?? '',
    subject: said.cancelSubject(order.reference),
    greet: order.name,
    body: [
      said.cancelled(order.reference),
      ...(refund && refund.refundedCents > 0
        ? [
            said.refunded(formatMoney(refund.refundedCents, locale)),
            refundArrivalLine(refund.testMode, locale),
          ]
        : []),
    ],
    business,
    locale,
  });
}
