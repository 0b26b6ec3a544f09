import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';

/** The browser key, whether Google takes it (false: none, or refused, often for billing) and why. */
export interface GoogleMapsKey {
  readonly key: string | null;
  readonly working: boolean;
  readonly error: string | null;
}

export function getGoogleMapsKey(signal?: AbortSignal): Promise<GoogleMapsKey> {
  return apiGet<GoogleMapsKey>('/api/google-maps-key', signal ? { signal } : {});
}

export const googleMapsKeyQueryOptions = queryOptions({
  queryKey: ['google-maps-key'] as const,
  queryFn: ({ signal }) => getGoogleMapsKey(signal),
});

export function useGoogleMapsKey() {
  return useQuery(googleMapsKeyQueryOptions);
}
