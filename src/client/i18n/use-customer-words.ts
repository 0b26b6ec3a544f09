// The domain's words for customers (catalogue names, the price engine's labels, the status words)
// in the page's language (issue 28, src/domain/catalog/customer-words.ts). English is at hand at
// once: its tables are the catalogue's own labels, already in every page's code. Spanish is loaded
// once, in a chunk of its own, the first time a Spanish screen asks; that screen suspends until
// then (every lazily loaded screen sits inside a Suspense boundary).
import { use } from 'react';
import { loadCustomerWords, type CustomerWords } from '@/domain/catalog/customer-words';
import { CUSTOMER_WORDS_EN } from '@/domain/catalog/customer-words-en';
import { useLocale } from './use-locale';

let spanish: Promise<CustomerWords> | undefined;

export function useCustomerWords(): CustomerWords {
  if (useLocale() === 'en') return CUSTOMER_WORDS_EN;
  spanish ??= loadCustomerWords('es');
  return use(spanish);
}
