// The language a customer chose with the switch (decisions.md "Languages"): kept in the browser,
// so a later visit to a page in the other language offers this one. Never a redirect.
import { LOCALES, type Locale } from '@/domain/site/locales';

const KEY = 'ctm-language';

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

export function rememberedLocale(): Locale | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return LOCALES.find((locale) => locale === value);
  } catch {
    return undefined;
  }
}

/** The language this browser asks for first among ours, when it is one of them. */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const locale = LOCALES.find((candidate) => candidate === primary);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language to offer on a page in `pageLocale`: the one chosen before, else on a first visit
 * Spanish for a browser that prefers it; undefined when the page is already in it.
 */
export function localeToOffer(
  pageLocale: Locale,
  remembered: Locale | undefined,
  languages: readonly string[],
): Locale | undefined {
  const wanted = remembered ?? (browserLocale(languages) === 'es' ? 'es' : undefined);
  return wanted && wanted !== pageLocale ? wanted : undefined;
}
