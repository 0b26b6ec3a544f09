// The browser's language and its words (docs/decisions/033-spanish-pages.md). The language is the
// page's: /es pages are Spanish, every other page English (src/domain/site/locale-paths.ts).
// English words are in the code, so English pages load no catalog. A Spanish page loads the
// `site` catalog before its first render (header, footer, landing page, dialogs of the frame),
// and the other areas' catalogs with the first lazily loaded screen (lazy-with-queries.ts).
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@/domain/schemas/locale';
import { localeOfPath } from '@/domain/site/locale-paths';

type Catalog = () => Promise<{ messages: Messages }>;

const SPANISH_SITE: Catalog = () => import('../locales/es/site.po');
const SPANISH_SCREENS: readonly Catalog[] = [
  () => import('../locales/es/booking.po'),
  () => import('../locales/es/schedule.po'),
  () => import('../locales/es/store.po'),
  () => import('../locales/es/manage.po'),
  () => import('../locales/es/assistant.po'),
];

/** The language of the page the browser is on. */
export function pageLocale(): Locale {
  return typeof location === 'undefined' ? 'en' : localeOfPath(location.pathname);
}

async function load(catalogs: readonly Catalog[]): Promise<void> {
  const loaded = await Promise.all(catalogs.map((catalog) => catalog()));
  for (const { messages } of loaded) i18n.load(i18n.locale, messages);
}

/** Activates the page's language; on a Spanish page, once the frame's words are loaded. */
export async function activatePageLocale(): Promise<typeof i18n> {
  const locale = pageLocale();
  i18n.loadAndActivate({ locale, messages: {} });
  if (locale === 'es') await load([SPANISH_SITE]);
  return i18n;
}

let screens: Promise<void> | undefined;

/** The words of every lazily loaded screen (nothing to load on an English page). */
export function loadScreenCatalogs(): Promise<void> {
  if (pageLocale() === 'en') return Promise.resolve();
  screens ??= load(SPANISH_SCREENS);
  return screens;
}
