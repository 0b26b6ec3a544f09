import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { SquarePaymentResponse } from '@/domain/schemas/payment-providers';

export interface CreateSquarePaymentInput {
  readonly token: string;
  /** Cents, as the spec sends it; the server compares it with the booking and charges its own. */
  readonly amount: number;
  readonly bookingId?: number;
  readonly idempotencyKey: string;
}

export function createSquarePayment({ idempotencyKey, ...body }: CreateSquarePaymentInput) {
  return apiRequest<SquarePaymentResponse>('POST', '/api/square-payment', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateSquarePayment() {
  return useMutation({ mutationFn: createSquarePayment });
}
