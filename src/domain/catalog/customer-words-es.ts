// The customer's words in Spanish (customer-words.ts): what loadCustomerWords('es') loads.
import { STATUS_WORDS_ES } from '../bookings/status-labels-es';
import { QUOTE_WORDS_ES } from '../pricing/quote-words-es';
import { CATALOG_NAMES_ES } from './catalog-names-es';
import type { CustomerWords } from './customer-words';
import { PRODUCT_CATEGORY_LABELS_ES } from './products-es';

export const CUSTOMER_WORDS_ES: CustomerWords = {
  names: CATALOG_NAMES_ES,
  quote: QUOTE_WORDS_ES,
  status: STATUS_WORDS_ES,
  productCategories: PRODUCT_CATEGORY_LABELS_ES,
};
