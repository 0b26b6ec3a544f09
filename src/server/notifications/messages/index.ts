// The server's words for the customer's mails, one table per language (issue 28). The type makes
// every key exist in both; a template asks messagesFor(locale) of the booking's or store order's
// language and never writes a customer's sentence itself. Staff mails stay English and do not
// come through here (decisions.md "Languages": staff screens stay in English).
import type { Locale } from '../../../domain/site/locales';
import { en } from './en';
import { es } from './es';

export type MailMessages = {
  /** The HTML version's lang attribute. */
  htmlLang: string;
  /** Every mail's greeting: "Hi Jamie,". */
  greeting: (name: string) => string;
  /** Every mail's closing contact line. */
  contact: (phone: string, email: string) => string;
  /** After a window: "(Eastern Time)". */
  easternTime: string;
  /** The address with its unit: "123 Main St, Unit 4B". */
  withUnit: (address: string, unit: string) => string;
  /** The policy every booking mail repeats. */
  cancellationPolicy: (hours: number, phone: string) => string;
  /** The itemised price. */
  price: { tv: (number: number, room: string) => string; discount: string };
  /** The labels of a booking mail's rows ("Booking reference: CTM-..."). */
  labels: Record<
    'reference' | 'service' | 'date' | 'window' | 'address' | 'total' | 'payment',
    string
  >;
  /** "Cancellation policy" before the policy. */
  policyLabel: string;
  confirmation: {
    subject: (reference: string, date: string, window: string) => string;
    heading: string;
    intro: (business: string) => string;
    payment: {
      card: (total: string) => string;
      afterpay: (plan: string) => string;
      cash: string;
    };
    manageLink: string;
    invite: string;
  };
  /** The link every later booking mail carries to the manage page. */
  viewBooking: string;
  rescheduled: {
    subject: (reference: string, when: string) => string;
    heading: string;
    moved: (reference: string, when: string, was: string) => string;
    invite: string;
  };
  cancelled: {
    subject: (reference: string) => string;
    heading: string;
    body: (reference: string, when: string) => string;
    reason: (reason: string) => string;
    refund: (amount: string) => string;
    invite: string;
    bookAgain: (siteUrl: string, phone: string) => string;
  };
  reminder: {
    /** When the installation is, from the reminder's kind: "tomorrow". */
    lead: Record<'24h' | '2h', string>;
    subject: (lead: string, when: string) => string;
    heading: (lead: string) => string;
    arrives: (when: string, address: string) => string;
    prepare: string;
    change24h: (policy: string) => string;
    change2h: (phone: string) => string;
  };
  onTheWay: {
    /** Who is on the way when the technician's name is not known. */
    someone: string;
    subject: (firstName: string) => string;
    heading: (firstName: string) => string;
    body: (firstName: string, address: string, reference: string) => string;
  };
  jobDone: {
    subject: (reference: string) => string;
    heading: string;
    body: (reference: string, business: string) => string;
    askReview: string;
    /** The button to the review page /review/{token}. */
    reviewLink: string;
    /** Says the receipt PDF is attached. */
    receipt: string;
    bookingPage: (url: string) => string;
  };
  /** The short status notes: their subject word and sentence. */
  status: {
    subject: (reference: string, status: string) => string;
    confirmed: { status: string; sentence: (when: string) => string };
    inProgress: { status: string; sentence: string };
  };
  /** The payments' and the store's money lines. */
  money: {
    testPayment: string;
    testRefund: string;
    refundArrival: string;
    receiptNumber: (id: string) => string;
    byCard: (amount: string) => string;
  };
  payment: {
    receiptSubject: (reference: string) => string;
    received: (amount: string, reference: string) => string;
    amountPaid: (paid: string) => string;
    refundSubject: (reference: string) => string;
    refunded: (amount: string, reference: string) => string;
    returnedSubject: (reference: string) => string;
    returnedReasons: Record<'slotTaken' | 'notPayable' | 'amountMismatch', string>;
    returned: (amount: string, reference: string) => string;
    bookAnother: (phone: string) => string;
  };
  store: {
    delivery: (address: string) => string;
    pickup: string;
    receiptSubject: (reference: string) => string;
    thanks: (reference: string, amount: string) => string;
    totalPaid: (paid: string) => string;
    cancelSubject: (reference: string) => string;
    cancelled: (reference: string) => string;
    refunded: (amount: string) => string;
  };
};

const MESSAGES: Record<Locale, MailMessages> = { en, es };

export const messagesFor = (locale: Locale): MailMessages => MESSAGES[locale];
