// The browser's language and its words (docs/decisions/033-spanish-pages.md). The language is the
// page's: /es pages are Spanish, every other page English (src/domain/site/locale-paths.ts).
// A page loads its language's `site` catalog before its first render (header, footer, the landing
// page's first screen, dialogs of the frame), the `landing` catalog with the code of the landing
// page's later sections, and the other areas' catalogs with the first lazily loaded screen
// (lazy-with-queries.ts). Catalogs are compiled at build time: the code holds message ids only.
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/domain/site/locales';
import { localeOfPath, pathWithoutLocale } from '@/domain/site/locale-paths';

type Catalog = () => Promise<{ messages: Messages }>;

const SITE: Record<Locale, Catalog> = {
  en: () => import('../locales/en/site.po'),
  es: () => import('../locales/es/site.po'),
};
const LANDING: Record<Locale, Catalog> = {
  en: () => import('../locales/en/landing.po'),
  es: () => import('../locales/es/landing.po'),
};
const DIALOGS: Record<Locale, Catalog> = {
  en: () => import('../locales/en/dialogs.po'),
  es: () => import('../locales/es/dialogs.po'),
};
const SCREENS: Record<Locale, readonly Catalog[]> = {
  en: [
    () => import('../locales/en/booking.po'),
    () => import('../locales/en/schedule.po'),
    () => import('../locales/en/store.po'),
    () => import('../locales/en/manage.po'),
    () => import('../locales/en/assistant.po'),
    () => import('../locales/en/errors.po'),
  ],
  es: [
    () => import('../locales/es/booking.po'),
    () => import('../locales/es/schedule.po'),
    () => import('../locales/es/store.po'),
    () => import('../locales/es/manage.po'),
    () => import('../locales/es/assistant.po'),
    () => import('../locales/es/errors.po'),
  ],
};

/** The language of the page the browser is on. */
export function pageLocale(): Locale {
  return typeof location === 'undefined' ? 'en' : localeOfPath(location.pathname);
}

async function load(catalogs: readonly Catalog[]): Promise<void> {
  const loaded = await Promise.all(catalogs.map((catalog) => catalog()));
  for (const { messages } of loaded) i18n.load(i18n.locale, messages);
}

let screens: Promise<void> | undefined;

/**
 * Activates the page's language once its words are loaded: the frame's, and on any page but the
 * landing page the screens' too, so that React takes over a server-rendered screen (the store,
 * the pricing breakdown) with its words at hand; the landing page's first load stays without the
 * screens' words. Words that arrive later re-render nothing already on screen (app.tsx holds
 * Lingui's context fixed): the code that shows them renders once they are in.
 */
export async function activatePageLocale(): Promise<typeof i18n> {
  const locale = pageLocale();
  const onLanding = pathWithoutLocale(location.pathname) === '/';
  const loaded = await Promise.all(
    [SITE[locale], ...(onLanding ? [] : SCREENS[locale])].map((catalog) => catalog()),
  );
  i18n.loadAndActivate({
    locale,
    messages: Object.assign({}, ...loaded.map((catalog) => catalog.messages)) as Messages,
  });
  if (!onLanding) screens = Promise.resolve();
  return i18n;
}

/**
 * The words of every lazily loaded screen, in the page's language. The server renders with every
 * catalog (entry-server.tsx): nothing to load there.
 */
export function loadScreenCatalogs(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  screens ??= load(SCREENS[pageLocale()]);
  return screens;
}

/**
 * A catalog fetched with the code that shows its words, after the first paint (`landing` with the
 * landing page's later sections, `dialogs` with the frame's dialogs): the code renders once both
 * have arrived. The server renders with every catalog (entry-server.tsx): nothing to load there.
 */
function later(catalogs: Record<Locale, Catalog>): () => Promise<void> {
  let loaded: Promise<void> | undefined;
  return () => {
    if (typeof window === 'undefined') return Promise.resolve();
    loaded ??= load([catalogs[pageLocale()]]);
    return loaded;
  };
}

/** The words of the landing page's sections below its first screen (landing-page.tsx). */
export const loadLandingCatalog = later(LANDING);

/** The words of the call dialog, the welcome and the toasts, fetched with their code. */
export const loadDialogCatalog = later(DIALOGS);

/** A lazily loaded component that shows the `dialogs` catalog's words: both fetched together. */
export const withDialogWords = <T>(code: Promise<T>): Promise<T> =>
  Promise.all([code, loadDialogCatalog()]).then(([module]) => module);
