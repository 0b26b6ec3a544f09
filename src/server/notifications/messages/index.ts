// The server's words for the customer's mails, one table per language (issue 28). The type makes
// every key exist in both; a template asks messagesFor(booking.locale) and never writes English
// itself. Only the booking confirmation is translated so far: the other mails stay English.
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
  confirmation: {
    subject: (reference: string, date: string, window: string) => string;
    heading: string;
    intro: (business: string) => string;
    labels: Record<
      'reference' | 'service' | 'date' | 'window' | 'address' | 'total' | 'payment',
      string
    >;
    payment: {
      card: (total: string) => string;
      afterpay: (plan: string) => string;
      cash: string;
    };
    manageLink: string;
    policyLabel: string;
    invite: string;
  };
};

const MESSAGES: Record<Locale, MailMessages> = { en, es };

export const messagesFor = (locale: Locale): MailMessages => MESSAGES[locale];
