import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '@/client/lib/api-client';
import type { CreatedReview, CreateReviewRequest } from '@/domain/schemas/reviews';
import { managedBookingQueryOptions } from './get-managed-booking';

/**
 * POST /api/reviews: the customer's one review of a completed booking. Afterwards (or on a 409:
 * already reviewed, or not done after all) the booking is read again, so the page and the manage
 * link show where it stands.
 */
export function useCreateReview(token: string) {
  const queryClient = useQueryClient();
  const bookingKey = managedBookingQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: (body: Omit<CreateReviewRequest, 'manageToken'>) =>
      apiRequest<CreatedReview>('POST', '/api/reviews', { ...body, manageToken: token }),
    onSettled: (_data, failure) => {
      if (!failure || (failure instanceof ApiRequestError && failure.status === 409)) {
        void queryClient.invalidateQueries({ queryKey: bookingKey });
      }
    },
  });
}
