import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { PaymentConfirmResponse, SandboxConfirmRequestInput } from '@/domain/schemas/payments';

export function confirmSandboxPayment(input: SandboxConfirmRequestInput) {
  return apiRequest<PaymentConfirmResponse>('POST', '/api/payments/sandbox/confirm', input);
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
