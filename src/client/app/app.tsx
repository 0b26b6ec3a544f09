import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
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
  return (
    <I18nProvider i18n={i18n}>
      <ServerQueryClient value={queryClient}>
        <ServerBusinessFacts value={business}>
          <AppRoutes />
        </ServerBusinessFacts>
      </ServerQueryClient>
    </I18nProvider>
  );
}
