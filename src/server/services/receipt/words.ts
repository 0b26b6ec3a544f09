// The receipt's own words, in the booking's language (like notifications/messages/{en,es}.ts).
// The price lines keep the engine's stored labels and the mails' TV and discount words.
import type { PaymentMethod } from '../../../domain/schemas/booking';
import type { Locale } from '../../../domain/site/locales';
import { en } from './en';
import { es } from './es';

export type ReceiptWords = {
  title: string;
  customer: string;
  details: string;
  reference: string;
  jobDate: string;
  technician: string;
  description: string;
  amount: string;
  total: string;
  payment: string;
  method: Record<PaymentMethod, string>;
  paidOn: (method: string, date: string) => string;
  paid: (method: string) => string;
  unpaid: (method: string) => string;
  balanceDue: string;
  amountPaid: string;
  warrantyHeading: string;
  warrantyTerms: string[];
  license: (number: string) => string;
  insurer: (name: string) => string;
  thanks: string;
  fileTitle: (reference: string) => string;
};

export const receiptWordsFor = (locale: Locale): ReceiptWords => (locale === 'es' ? es : en);
