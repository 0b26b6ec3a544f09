import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';

export interface CreatePaymentIntentInput {
  readonly bookingId: number;
  readonly idempotencyKey: string;
}

/** The server charges the booking's own stored price; no amount is sent. */
export function createPaymentIntent({ bookingId, idempotencyKey }: CreatePaymentIntentInput) {
  return apiRequest<PaymentIntentResponse>(
    'POST',
    '/api/stripe-payment-intent',
    { bookingId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
