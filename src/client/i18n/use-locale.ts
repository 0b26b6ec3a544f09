import { useLingui } from '@lingui/react';
import type { Locale } from '@/domain/site/locales';

/** The page's language, for the formatters (formatMoney, formatCalendarDate ...) and requests. */
export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}
