import { apiRequest } from '@/client/lib/api-client';
import { useSlotChangingMutation } from '@/client/api/time-slots';

export interface ReleaseBookingInput {
  readonly bookingId: number;
  /** The Idempotency-Key that created the booking: the proof that this browser made it. */
  readonly idempotencyKey: string;
}

/** Gives an unpaid card booking's place back (the customer chose another way to pay). */
export function releaseBooking({ bookingId, idempotencyKey }: ReleaseBookingInput) {
  return apiRequest<void>('POST', `/api/bookings/${bookingId}/release`, undefined, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useReleaseBooking() {
  return useSlotChangingMutation({ mutationFn: releaseBooking });
}
