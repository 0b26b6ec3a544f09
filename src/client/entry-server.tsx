// The server's way into the app (docs/decisions/019): `vite build --ssr` bundles this file for
// Node, and the server renders the public content pages with it once per build and per
// business-settings version. Pages render exactly as the browser's first render will, so
// hydrateRoot (main.tsx) takes the HTML over without a mismatch.
import { setupI18n, type I18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { BUSINESS_QUERY_KEY, type BusinessFacts } from '@/domain/schemas/business';
import type { Locale } from '@/domain/site/locales';
import { localeOfPath, SPANISH_BASE } from '@/domain/site/locale-paths';
import { App } from './app/app';
import { ALL_MESSAGES } from './i18n/all-messages';
import { QUERY_DEFAULTS } from './lib/query-client';

/** One Lingui instance per language, with every catalog: a render never changes another's. */
const I18N: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: ALL_MESSAGES.en } }),
  es: setupI18n({ locale: 'es', messages: { es: ALL_MESSAGES.es } }),
};

/** Cached answers the page's hooks read while rendering (query key -> data). */
export type PreloadedQueries = ReadonlyArray<readonly [readonly unknown[], unknown]>;

/**
 * The app's HTML for `url` (the contents of #root), lazy pages included, in the language of its
 * path: /es/... is the Spanish page (src/domain/site/locale-paths.ts).
 */
export async function renderPage(url: string, queries: PreloadedQueries = []): Promise<string> {
  const locale = localeOfPath(url.split(/[?#]/, 1)[0] ?? url);
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  for (const [key, data] of queries) queryClient.setQueryData(key, data);
  // useBusiness() reads the facts from the app, not from the query cache (business-facts.ts).
  const business = queryClient.getQueryData<BusinessFacts>(BUSINESS_QUERY_KEY);
  // prerender waits for every Suspense boundary (the lazily loaded pages) before it answers.
  // Every boundary is written in place: a large one would otherwise be sent after the page with
  // an inline script to move it, which the CSP (script-src 'self') refuses.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url} basename={locale === 'es' ? SPANISH_BASE : undefined}>
        <App i18n={I18N[locale]} queryClient={queryClient} business={business} />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
