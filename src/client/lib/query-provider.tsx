import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { ServerQueryClient } from './server-query-client';
import { createQueryClient } from './query-client';

/** The browser's one client: every lazily loaded screen shares its cache. */
let browserClient: QueryClient | undefined;

/** `Screen` inside the server render's client, or the browser's (lazy-with-queries.ts). */
export function withQueryClient<Props extends object>(
  Screen: ComponentType<Props>,
): ComponentType<Props> {
  function WithQueryClient(props: Props) {
    const client = useContext(ServerQueryClient) ?? (browserClient ??= createQueryClient());
    return (
      <QueryClientProvider client={client}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Screen.displayName ?? Screen.name})`;
  return WithQueryClient;
}
