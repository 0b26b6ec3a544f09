import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { SquarePaymentResponse } from '@/domain/schemas/payment-providers';

export interface CreateSquarePaymentInput {
  readonly token: string;
  /** Cents, as the spec sends it; the server compares it with the booking and charges its own. */
  readonly amount: number;
  readonly bookingId?: number;
  /** Needed with bookingId: a wrong or missing token is a 404 (docs/decisions/011). */
  readonly manageToken?: string;
  readonly idempotencyKey: string;
}

/**
 * A booking's charge goes to /api/square-payment; /square-test (no booking) to the test-mode-only
 * /api/payments/test-charge, which stores nothing (docs/decisions/011-references-and-money.md).
 */
export function createSquarePayment({ idempotencyKey, ...body }: CreateSquarePaymentInput) {
  const url = body.bookingId === undefined ? '/api/payments/test-charge' : '/api/square-payment';
  return apiRequest<SquarePaymentResponse>('POST', url, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateSquarePayment() {
  return useMutation({ mutationFn: createSquarePayment });
}
