import { useLingui } from '@lingui/react';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { externalStore } from '@/client/lib/external-store';
import { LOCALE_TAGS, type Locale } from '@/domain/site/locales';
import { useOtherLanguageHref } from './language-switch';
import { localeToOffer, rememberedLocale, rememberLocale } from './remembered-locale';

/** Written in the language it offers: a reader of that language is who it is for. */
const NOTICE = {
  es: { text: 'Esta página está disponible en español.', link: 'Ver en español', close: 'Cerrar' },
  en: { text: 'This page is available in English.', link: 'View in English', close: 'Close' },
} satisfies Record<Locale, { text: string; link: string; close: string }>;

/** Told when the notice is closed: the choice it remembered is read again. */
const closed = externalStore(0);

/**
 * Offers the other language (decisions.md "Languages"): on a first visit from a browser that
 * prefers Spanish, or to a customer who chose the other language before. A notice with a link,
 * never a redirect; closing it keeps this language. The server's HTML is the same for every
 * visitor: hydration renders no notice, the browser's answer follows.
 */
export function LanguageNotice() {
  const { i18n } = useLingui();
  const page = i18n.locale as Locale;
  const offer = useSyncExternalStore(
    closed.subscribe,
    () => localeToOffer(page, rememberedLocale(), navigator.languages),
    () => undefined,
  );
  const href = useOtherLanguageHref(offer ?? page);
  if (!offer) return null;
  const words = NOTICE[offer];
  return (
    <aside
      lang={offer}
      aria-label={words.text}
      className="border-b border-blue-200 bg-blue-50 text-sm text-blue-950"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6">
        <p className="mr-auto">
          {words.text}{' '}
          <a
            href={href}
            hrefLang={LOCALE_TAGS[offer]}
            onClick={() => rememberLocale(offer)}
            className="font-semibold text-blue-800 underline"
          >
            {words.link}
          </a>
        </p>
        <button
          type="button"
          onClick={() => {
            rememberLocale(page);
            closed.set(closed.get() + 1);
          }}
          className="rounded-md p-1 hover:bg-blue-100"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{words.close}</span>
        </button>
      </div>
    </aside>
  );
}
