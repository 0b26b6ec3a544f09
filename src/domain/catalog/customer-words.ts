// Every customer-visible word of the domain in one language (issue 28): the catalogue's names,
// the engine's breakdown words, the status words and the store's categories. English code paths
// use each English table by default and never import this bundle; a Spanish page loads the
// Spanish one with loadCustomerWords('es'), a chunk of its own, so the English pages' JavaScript
// holds no Spanish. The server, which writes both, reads customerWordsFor (customer-words-for.ts).
import type { StatusWords } from '../bookings/status-labels';
import type { QuoteWords } from '../pricing/quote-words';
import type { Locale } from '../site/locales';
import type { FloorPlanText } from './apartment-complexes/floor-plan';
import type { CatalogNames } from './catalog-names';
import type { ProductCategory } from './products';

export interface CustomerWords {
  readonly names: CatalogNames;
  readonly quote: QuoteWords;
  readonly status: StatusWords;
  readonly productCategories: Readonly<Record<ProductCategory, string>>;
}

/** The words of one language, each in a chunk of its own (a dynamic import). */
export async function loadCustomerWords(locale: Locale): Promise<CustomerWords> {
  return locale === 'es'
    ? (await import('./customer-words-es')).CUSTOMER_WORDS_ES
    : (await import('./customer-words-en')).CUSTOMER_WORDS_EN;
}

/**
 * The floor plans' words for the apartment picker (floorPlanText in floor-plan.ts), a chunk of
 * their own since only the apartment path reads them; undefined in English (the plans' own text).
 */
export async function loadFloorPlanText(locale: Locale): Promise<FloorPlanText | undefined> {
  return locale === 'es'
    ? (await import('./apartment-complexes/floor-plans-es')).FLOOR_PLAN_TEXT_ES
    : undefined;
}
