import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The client a server render reads its preloaded answers from (entry-server.tsx). Its own file:
 * the landing page's bundle reads it without loading TanStack Query (lazy-with-queries.ts).
 */
export const ServerQueryClient = createContext<QueryClient | undefined>(undefined);
