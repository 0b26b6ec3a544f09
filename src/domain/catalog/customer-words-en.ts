// The customer's words in English: the catalogue's own labels, unchanged (customer-words.ts).
import { STATUS_WORDS_EN } from '../bookings/status-labels';
import { QUOTE_WORDS_EN } from '../pricing/quote-words';
import { CATALOG_NAMES_EN } from './catalog-names';
import type { CustomerWords } from './customer-words';
import { PRODUCT_CATEGORY_LABELS } from './products';

export const CUSTOMER_WORDS_EN: CustomerWords = {
  names: CATALOG_NAMES_EN,
  quote: QUOTE_WORDS_EN,
  status: STATUS_WORDS_EN,
  productCategories: PRODUCT_CATEGORY_LABELS,
};
