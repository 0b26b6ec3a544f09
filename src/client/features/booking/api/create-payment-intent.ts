import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';

export interface CreatePaymentIntentInput {
  readonly bookingId: number;
  /** From the booking's 201 answer: proves this browser made the booking (decisions.md). */
  readonly manageToken?: string | undefined;
  readonly idempotencyKey: string;
}

/** The server charges the booking's own stored price; no amount is sent. */
export function createPaymentIntent({
  bookingId,
  manageToken,
  idempotencyKey,
}: CreatePaymentIntentInput) {
  return apiRequest<PaymentIntentResponse>(
    'POST',
    '/api/stripe-payment-intent',
    manageToken ? { bookingId, manageToken } : { bookingId },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
