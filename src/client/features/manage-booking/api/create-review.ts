import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiRequestError } from '@/client/lib/api-client';
import type { CreatedReview, CreateReviewRequest } from '@/domain/schemas/reviews';
import { managedBookingQueryOptions } from './get-managed-booking';

/**
 * POST /api/reviews: the customer's one review of a completed booking. Afterwards the cached
 * booking is marked reviewed; on a 409 (already reviewed, or not done after all) it is read
 * again, so the page and the manage link show where it stands.
 */
export function useCreateReview(token: string) {
  const queryClient = useQueryClient();
  const bookingKey = managedBookingQueryOptions(token).queryKey;
  return useMutation({
    mutationFn: (body: Omit<CreateReviewRequest, 'manageToken'>) =>
      apiRequest<CreatedReview>('POST', '/api/reviews', { ...body, manageToken: token }),
    // The booking now says it is reviewed (the manage page thanks instead of asking).
    onSuccess: () =>
      queryClient.setQueryData(bookingKey, (view) => view && { ...view, reviewed: true }),
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingKey });
      }
    },
  });
}
