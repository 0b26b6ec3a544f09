// Both languages' words at hand, for code that writes to customers of either language at once
// (the server: its answers, the manage view, the e-mails). Client code loads one language with
// loadCustomerWords instead, so an English page never carries the Spanish tables.
import type { Locale } from '../site/locales';
import type { CustomerWords } from './customer-words';
import { CUSTOMER_WORDS_EN } from './customer-words-en';
import { CUSTOMER_WORDS_ES } from './customer-words-es';

const WORDS: Readonly<Record<Locale, CustomerWords>> = {
  en: CUSTOMER_WORDS_EN,
  es: CUSTOMER_WORDS_ES,
};

export const customerWordsFor = (locale: Locale): CustomerWords => WORDS[locale];
