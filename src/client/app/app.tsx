import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useMemo } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ServerQueryClient } from '@/client/lib/server-query-client';
import { ServerBusinessFacts } from '@/client/lib/use-business';
import type { BusinessFacts } from '@/domain/schemas/business';
import { AppRoutes } from './router';

/**
 * The whole site inside a router given by the caller (main.tsx or entry-server.tsx), in the
 * page's language. A server render passes the facts and the preloaded answers it renders with;
 * the browser reads the facts its page embeds and makes its own QueryClient when a screen first
 * needs one.
 */
export function App({
  i18n,
  queryClient,
  business,
}: {
  i18n: I18n;
  queryClient?: QueryClient;
  business?: BusinessFacts;
}) {
  // Lingui's context, fixed for the page rather than Lingui's I18nProvider: a page's language
  // never changes (the switch loads the other language's page), and the words of a lazily loaded
  // screen, section or dialog arrive before it renders (i18n/catalogs.ts). I18nProvider re-renders
  // every screen whenever words are added, and that update reached the landing page's sections
  // still waiting for their code: React dropped their server HTML (later-section.tsx).
  const lingui = useMemo(() => ({ i18n, _: i18n.t.bind(i18n) }), [i18n]);
  return (
    <LinguiContext.Provider value={lingui}>
      <ServerQueryClient value={queryClient}>
        <ServerBusinessFacts value={business}>
          <AppRoutes />
        </ServerBusinessFacts>
      </ServerQueryClient>
    </LinguiContext.Provider>
  );
}
