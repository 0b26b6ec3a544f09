import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/client/lib/api-client';

export interface GoogleMapsKey {
  readonly key: string | null;
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
