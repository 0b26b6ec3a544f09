// Tests render a screen the way a page does: inside Lingui's provider, in English or in Spanish
// with every catalog loaded (the server renders with the same words, entry-server.tsx).
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/domain/site/locales';
import { ALL_MESSAGES } from './all-messages';

/** A Lingui instance for a test, with the language's catalogs as a page has them. */
export const testI18n = (locale: Locale = 'en') =>
  setupI18n({ locale, messages: { [locale]: ALL_MESSAGES[locale] } });

/** Wraps a rendered screen in the language's provider. */
export function InLocale({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nProvider i18n={testI18n(locale)}>{children}</I18nProvider>;
}
