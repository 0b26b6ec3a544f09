// The customer's languages (decisions.md "Languages (English and Spanish)"), declared once here
// without zod: the landing page's formatters and language switch read these, and the request
// schemas' `locale` (schemas/locale.ts) is built from them. English is the default.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag each language is formatted in (dates, times, money). */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** What the staff's screens call each language ("Language: Spanish"). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };
