// The store's Spanish catalogue words (issue 28): the category names and the built-in products'
// names and descriptions (src/domain/catalog/products-es.ts). A chunk of their own, loaded on a
// Spanish page only, so an English store carries no Spanish. The listing is server-rendered: a
// Spanish render waits for them (Suspense), on the server and in the browser alike, so the first
// render already reads them and hydration matches the server's HTML.
import { use } from 'react';
import type * as ProductsEs from '@/domain/catalog/products-es';
import type { Locale } from '@/domain/site/locales';

export type SpanishStoreWords = typeof ProductsEs;

let loaded: SpanishStoreWords | undefined;
let loading: Promise<SpanishStoreWords> | undefined;

/** Starts (once) loading the Spanish words; resolves when they can be read. */
export function loadSpanishStoreWords(): Promise<SpanishStoreWords> {
  loading ??= import('@/domain/catalog/products-es').then((words) => (loaded = words));
  return loading;
}

/** The Spanish words on a Spanish page (suspending until they arrive), null on an English one. */
export function useSpanishStoreWords(locale: Locale): SpanishStoreWords | null {
  if (locale === 'en') return null;
  return loaded ?? use(loadSpanishStoreWords());
}
