// The domain's customer words (catalogue names, the engine's breakdown words, the status words)
// in the page's language (issue 28, src/domain/catalog/customer-words.ts). English is the
// catalogue's own tables, at hand at once, so English screens render exactly as before. Spanish
// is a chunk of its own, loaded once: the screen suspends until it arrives (a lazily loaded screen
// already waits inside a Suspense boundary; a server render waits for it too).
import { use } from 'react';
import { CUSTOMER_WORDS_EN } from '@/domain/catalog/customer-words-en';
import { loadCustomerWords, type CustomerWords } from '@/domain/catalog/customer-words';
import { useLocale } from './use-locale';

let spanish: Promise<CustomerWords> | undefined;

export function useCustomerWords(): CustomerWords {
  const locale = useLocale();
  if (locale === 'en') return CUSTOMER_WORDS_EN;
  spanish ??= loadCustomerWords('es');
  return use(spanish);
}
