import { apiRequest } from '@/client/lib/api-client';
import type { BookingDraftInput, BookingResponse } from '@/domain/schemas/booking';
import { useSlotChangingMutation } from '@/client/api/time-slots';

export interface CreateBookingInput {
  readonly draft: BookingDraftInput;
  /** One per submission attempt, reused when the same attempt is retried (decisions.md "Payments"). */
  readonly idempotencyKey: string;
}

export function createBooking({ draft, idempotencyKey }: CreateBookingInput) {
  return apiRequest<BookingResponse>('POST', '/api/bookings', draft, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateBooking() {
  return useSlotChangingMutation({ mutationFn: createBooking });
}
