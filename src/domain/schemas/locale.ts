// The customer's language (decisions.md "Languages (English and Spanish)"): declared once here,
// read by the request schemas, the database columns and the formatters. English is the default.
import { z } from 'zod';

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language is formatted in (dates, times, money). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** What the staff's screens call each language ("Language: Spanish"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** A request's `locale`: en or es, en when left out. */
export const localeSchema = z
  .enum(LOCALES, { error: `Choose one of: ${LOCALES.join(', ')}` })
  .default(DEFAULT_LOCALE);
