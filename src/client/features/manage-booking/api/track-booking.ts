import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { CustomerBookingView, TrackRequest } from '@/domain/schemas/manage';

/** POST /api/track: one 404 for any wrong pair, 429 after too many tries. */
export const trackBooking = (body: TrackRequest) =>
  apiRequest<CustomerBookingView>('POST', '/api/track', body);

export function useTrackBooking() {
  return useMutation({ mutationFn: trackBooking });
}
