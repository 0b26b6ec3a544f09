import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from '@/client/lib/query-client';
import { AppRoutes } from './router';

/** The whole site inside a router given by the caller (main.tsx or entry-server.tsx). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AppRoutes />
    </QueryClientProvider>
  );
}
