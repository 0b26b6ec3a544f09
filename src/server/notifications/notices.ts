// The messages that are not a booking's recorded event (those go through notify, ./index.ts): a
// card payment's receipt, a refund, a payment returned, a store order's receipt and cancel, a
// reminder (its e-mail and text), and a customer's text reply to the admins. Each is written to the outbox in the caller's transaction, with the change it reports,
// in the language stored on the booking or the store order (issue 28).
import type { BookingForMail } from './templates/booking';
import type { Executor } from '../db/client';
import { enqueueEmail, type OutgoingEmail } from '../services/mailer/outbox';
import type { ManageLinks } from '../services/manage-links';
import type { StoreOrderRow } from '../store-orders/repository';
import { reminderEmail, type ReminderKind } from './templates/lifecycle';
import { paymentReceiptEmail, paymentReturnedEmail, refundEmail } from './templates/payments';
import type { MailBusiness } from './templates/render';
import { storeCancelEmail, storeReceiptEmail } from './templates/store';
import { customerText, type BookingForText } from './texts/booking-texts';
import { activeAdmins } from './confirmed';
import { smsReplyEmail } from './templates/office';
import { enqueueText } from '../services/sms/texts';
import { enqueueWebhooks } from '../services/webhooks/enqueue';
import { toStaffStoreOrder } from '../store-orders/present';
import { staffStoreOrderSchema } from '../../domain/schemas/store-orders';

/** A mail of its own input, written to the outbox in the caller's transaction. */
const notifier =
  <Input>(mail: (input: Input) => OutgoingEmail) =>
  async (trx: Executor, input: Input): Promise<void> => {
    await enqueueEmail(trx, mail(input));
  };

export const notifyPaymentReceived = notifier(paymentReceiptEmail);
export const notifyRefunded = notifier(refundEmail);
export const notifyPaymentReturned = notifier(paymentReturnedEmail);

/** The store order's receipt, when the customer left an e-mail address, and its webhook. */
export async function notifyStoreOrderPaid(
  trx: Executor,
  order: StoreOrderRow,
  payment: { paymentId: number; testMode: boolean },
  business: MailBusiness,
): Promise<void> {
  if (order.email) await enqueueEmail(trx, storeReceiptEmail(order, payment, business));
  // Its webhook carries the order as staff see it (decisions.md "Integrations").
  await enqueueWebhooks(
    trx,
    'store_order.paid',
    staffStoreOrderSchema.parse(toStaffStoreOrder(order)),
  );
}

/** The store order's cancel, with its refund when it was paid. */
export async function notifyStoreOrderCancelled(
  trx: Executor,
  order: StoreOrderRow,
  refund: { refundedCents: number; testMode: boolean } | null,
  business: MailBusiness,
): Promise<void> {
  if (order.email) await enqueueEmail(trx, storeCancelEmail(order, refund, business));
}

/**
 * The reminder's e-mail, and its text when the booking opted in. A text due in quiet hours waits
 * for 8 AM, unless the window starts by then: it is dropped (decisions.md "Text messages (SMS)").
 */
export async function notifyReminder(
  trx: Executor,
  booking: BookingForMail & BookingForText,
  reminder: { kind: ReminderKind; windowStart: Date; now: Date },
  links: ManageLinks,
): Promise<void> {
  await enqueueEmail(trx, reminderEmail(booking, reminder.kind, links));
  const phone = links.business.phone;
  const text = customerText(booking, links, 'reminder', (t, facts) =>
    reminder.kind === '24h' ? t.reminder24h(facts) : t.reminder2h({ ...facts, phone }),
  );
  if (text) await enqueueText(trx, { ...text, now: reminder.now, dropAt: reminder.windowStart });
}

/** A customer's text that was no keyword, mailed to every active admin. */
export async function notifySmsReply(
  trx: Executor,
  reply: { from: string; body: string },
  booking: { reference: string; name: string } | null,
  links: ManageLinks,
): Promise<void> {
  for (const admin of await activeAdmins(trx)) {
    await enqueueEmail(trx, smsReplyEmail(reply, booking, admin, links));
  }
}
