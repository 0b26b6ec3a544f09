// Tests render a screen the way a page does: inside Lingui's provider, in English or in Spanish
// with every catalog loaded (the server renders with the same words, entry-server.tsx).
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/domain/site/locales';
import { messages as enAssistant } from '../locales/en/assistant.po';
import { messages as enBooking } from '../locales/en/booking.po';
import { messages as enManage } from '../locales/en/manage.po';
import { messages as enSchedule } from '../locales/en/schedule.po';
import { messages as enSite } from '../locales/en/site.po';
import { messages as enStore } from '../locales/en/store.po';
import { messages as esAssistant } from '../locales/es/assistant.po';
import { messages as esBooking } from '../locales/es/booking.po';
import { messages as esManage } from '../locales/es/manage.po';
import { messages as esSchedule } from '../locales/es/schedule.po';
import { messages as esSite } from '../locales/es/site.po';
import { messages as esStore } from '../locales/es/store.po';

const MESSAGES = {
  en: { ...enSite, ...enBooking, ...enSchedule, ...enStore, ...enManage, ...enAssistant },
  es: { ...esSite, ...esBooking, ...esSchedule, ...esStore, ...esManage, ...esAssistant },
};

/** A Lingui instance for a test, with the language's catalogs as a page has them. */
export const testI18n = (locale: Locale = 'en') =>
  setupI18n({ locale, messages: { [locale]: MESSAGES[locale] } });

/** Wraps a rendered screen in the language's provider. */
export function InLocale({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nProvider i18n={testI18n(locale)}>{children}</I18nProvider>;
}
