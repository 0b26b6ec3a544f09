// Cents to the on-screen dollar form, shared by the screens and the e-mails. Integer arithmetic,
// so no floating-point rounding can show. In each language (issue 28) as Intl writes US dollars
// for it: es-US writes "$1,234.50" exactly as en-US does (the test holds the two to Intl).
import type { Locale } from '../site/locales';

const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  es: { group: ',', decimal: '.' },
};

/** 123456 -> '$1,234.56'; -500 -> '-$5.00'. */
export function formatMoney(cents: number, locale: Locale = 'en'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const { group, decimal } = SEPARATORS[locale];
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const rest = (absolute % 100).toString().padStart(2, '0');
  return `${sign}$${dollars}${decimal}${rest}`;
}
