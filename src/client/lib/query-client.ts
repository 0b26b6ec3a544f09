import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Default reader: GET the path given as the query key's first element. */
const getByKey: QueryFunction = ({ queryKey, signal }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query key element must be a path');
  return apiGet(path, { signal });
};

/** store-staff-assistant.md section 9: no refetch interval or on focus, never stale, no retries. */
export const QUERY_DEFAULTS: {
  refetchInterval: number | false;
  refetchOnWindowFocus: boolean;
  staleTime: number;
  retry: number | false;
} = { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getByKey, ...QUERY_DEFAULTS },
      mutations: { retry: QUERY_DEFAULTS.retry },
    },
  });
}
