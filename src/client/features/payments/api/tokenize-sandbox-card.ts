import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { SandboxTokenizeRequestInput } from '@/domain/schemas/payment-providers';

export function tokenizeSandboxCard(input: SandboxTokenizeRequestInput) {
  return apiRequest<{ token: string }>('POST', '/api/payments/sandbox/tokenize', input);
}

export function useTokenizeSandboxCard() {
  return useMutation({ mutationFn: tokenizeSandboxCard });
}
