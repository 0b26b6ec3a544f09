import { useLingui } from '@lingui/react';
import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { clsx } from 'clsx';
import { LOCALE_TAGS, type Locale } from '@/domain/site/locales';
import { pathInLocale } from '@/domain/site/locale-paths';
import { rememberLocale } from './remembered-locale';

/** Each language's name in itself: the switch always offers the other one. */
const SWITCH_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The same place in the other language, query and hash kept. */
export function useOtherLanguageHref(other: Locale): string {
  const { pathname, search, hash } = useLocation();
  return pathInLocale(`${pathname}${search}${hash}`, other);
}

/**
 * The switch (`Español` / `English`) of the header and the footer (decisions.md "Languages"): a
 * link to the same page in the other language. It loads that page, so its server-rendered HTML
 * and words arrive in that language; a booking in progress is kept in the browser's storage and
 * carries over. The choice is remembered.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const other: Locale = i18n.locale === 'es' ? 'en' : 'es';
  const href = useOtherLanguageHref(other);
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[other]}
      lang={other}
      onClick={() => rememberLocale(other)}
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-md font-medium hover:underline',
        className,
      )}
    >
      <Languages className="size-4" aria-hidden />
      {SWITCH_NAMES[other]}
    </a>
  );
}
