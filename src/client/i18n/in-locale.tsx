// Tests render a screen the way a page does: inside Lingui's provider, in English or in Spanish
// with every catalog loaded (the server renders with the same words, entry-server.tsx).
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/domain/schemas/locale';
import { messages as assistant } from '../locales/es/assistant.po';
import { messages as booking } from '../locales/es/booking.po';
import { messages as manage } from '../locales/es/manage.po';
import { messages as schedule } from '../locales/es/schedule.po';
import { messages as site } from '../locales/es/site.po';
import { messages as store } from '../locales/es/store.po';

const SPANISH = { ...site, ...booking, ...schedule, ...store, ...manage, ...assistant };

/** A Lingui instance for a test: English words from the code, Spanish from the catalogs. */
export const testI18n = (locale: Locale = 'en') =>
  setupI18n({ locale, messages: { [locale]: locale === 'es' ? SPANISH : {} } });

/** Wraps a rendered screen in the language's provider. */
export function InLocale({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nProvider i18n={testI18n(locale)}>{children}</I18nProvider>;
}
