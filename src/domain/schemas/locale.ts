// A request's `locale` (decisions.md "Languages (English and Spanish)"): the languages themselves
// are declared in site/locales.ts, which the browser's first load reads without zod.
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../site/locales';

/** A request's `locale`: en or es, en when left out. */
export const localeSchema = z
  .enum(LOCALES, { error: `Choose one of: ${LOCALES.join(', ')}` })
  .default(DEFAULT_LOCALE);
