// Every catalog of both languages in one table per language: what the server renders with
// (entry-server.tsx) and what component tests render with (in-locale.tsx). The browser loads
// catalogs by area instead (catalogs.ts). The same English message has the same translation in
// every catalog (catalogs.test.ts), so merging them loses nothing.
import type { Messages } from '@lingui/core';
import { LOCALES, type Locale } from '@/domain/site/locales';

const CATALOGS = import.meta.glob<Messages>('../locales/*/*.po', {
  eager: true,
  import: 'messages',
});

export const ALL_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign(
      {},
      ...Object.entries(CATALOGS)
        .filter(([path]) => path.startsWith(`../locales/${locale}/`))
        .map(([, messages]) => messages),
    ) as Messages,
  ]),
) as Record<Locale, Messages>;
