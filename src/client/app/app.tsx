import type { QueryClient } from '@tanstack/react-query';
import { ServerQueryClient } from '@/client/lib/server-query-client';
import { ServerBusinessFacts } from '@/client/lib/use-business';
import type { BusinessFacts } from '@/domain/schemas/business';
import { AppRoutes } from './router';

/**
 * The whole site inside a router given by the caller (main.tsx or entry-server.tsx). A server
 * render passes the facts and the preloaded answers it renders with; the browser reads the
 * facts its page embeds and makes its own QueryClient when a screen first needs one.
 */
export function App({
  queryClient,
  business,
}: {
  queryClient?: QueryClient;
  business?: BusinessFacts;
}) {
  return (
    <ServerQueryClient value={queryClient}>
      <ServerBusinessFacts value={business}>
        <AppRoutes />
      </ServerBusinessFacts>
    </ServerQueryClient>
  );
}
