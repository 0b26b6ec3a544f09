import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { BookingDraftInput, BookingResponse } from '@/domain/schemas/booking';
import { availableTimeSlotsKey } from '@/client/api/time-slots';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // A booking (or a 409 for a slot just taken) changes what is free: refetch every day.
    onSettled: () => queryClient.invalidateQueries({ queryKey: availableTimeSlotsKey }),
  });
}
