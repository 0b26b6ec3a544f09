// The booking's money mails: the card payment's receipt, the cancel's refund, a payment returned;
// in the booking's language (issue 28).
import { formatMoney } from '../../../domain/pricing/format-money';
import type { OutgoingEmail } from '../../services/mailer/outbox';
import { formatCalendarDate, formatSlotWindow } from '../../../domain/scheduling/format-date';
import type { Locale } from '../../../domain/site/locales';
import { en } from '../messages/en';
import { messagesFor, type MailMessages } from '../messages/index';
import type { BookingForMail } from './booking';
import { plainTextMail, refundArrivalLine, testPaymentLine, type MailBusiness } from './render';

/**
 * Who the mail is for and which booking: its public reference (CTM-...), never its id; and the
 * money it is about, in the booking's language (English when left out).
 */
type PaymentMail = Pick<BookingForMail, 'reference' | 'name' | 'email'> & {
  amountCents: number;
  testMode: boolean;
  business: MailBusiness;
  locale?: Locale;
};

/** A payment mail to the booking's customer, greeted by name, signed by the business. */
function mailAbout(
  input: PaymentMail,
  write: (
    words: MailMessages,
    money: (cents: number) => string,
    locale: Locale,
  ) => { subject: string; body: string[]; closing?: string },
): OutgoingEmail {
  const locale = input.locale ?? 'en';
  return plainTextMail({
    to: input.email,
    greet: input.name,
    ...write(messagesFor(locale), (cents) => formatMoney(cents, locale), locale),
    business: input.business,
    locale,
  });
}

/** The receipt sent when a booking's card payment succeeds. */
export function paymentReceiptEmail(
  input: PaymentMail &
    Pick<BookingForMail, 'serviceName' | 'appointmentDate' | 'appointmentTime'> & {
      paymentId: number;
    },
): OutgoingEmail {
  return mailAbout(input, (words, money, locale) => ({
    subject: words.payment.receiptSubject(input.reference),
    body: [
      words.payment.received(money(input.amountCents), input.reference),
      ...(input.testMode ? [testPaymentLine(locale)] : []),
      '',
      words.money.receiptNumber(String(input.paymentId)),
      `${words.labels.service}: ${input.serviceName}`,
      `${words.labels.date}: ${formatCalendarDate(input.appointmentDate, 'full', input.appointmentDate, locale)}`,
      `${words.labels.window}: ${formatSlotWindow(input.appointmentTime, locale)} ${words.easternTime}`,
      words.payment.amountPaid(words.money.byCard(money(input.amountCents))),
    ],
  }));
}

/** Sent when a cancelled booking's card payment goes back to the customer. */
export function refundEmail(input: PaymentMail): OutgoingEmail {
  return mailAbout(input, (words, money, locale) => ({
    subject: words.payment.refundSubject(input.reference),
    body: [
      words.payment.refunded(money(input.amountCents), input.reference),
      refundArrivalLine(input.testMode, locale),
    ],
  }));
}

/**
 * Why money came back without the customer cancelling (decisions.md "Money that does not match"):
 * the place was no longer held, or the provider confirmed another amount than the booking's. The
 * English table names the reasons; each language words them (messages/*.ts).
 */
export const RETURNED_REASONS = en.payment.returnedReasons;

/** Sent when a payment is refunded at once because it could not be accepted. */
export function paymentReturnedEmail(
  input: PaymentMail & { reason: keyof typeof RETURNED_REASONS },
): OutgoingEmail {
  return mailAbout(input, (words, money, locale) => ({
    subject: words.payment.returnedSubject(input.reference),
    body: [
      words.payment.returnedReasons[input.reason],
      words.payment.returned(money(input.amountCents), input.reference),
      refundArrivalLine(input.testMode, locale),
    ],
    closing: words.payment.bookAnother(input.business.phone),
  }));
}
