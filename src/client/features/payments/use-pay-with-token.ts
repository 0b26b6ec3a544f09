// Sends a card token to POST /api/square-payment and shows the spec's notices
// (booking-flow.md section 8): the decline's own message, or the generic ones.
import { useRef } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import type { SquarePaymentResponse } from '@/domain/schemas/payment-providers';
import { useCreateSquarePayment } from './api/create-square-payment';

export function usePayWithToken(input: {
  amountCents: number;
  bookingId?: number | undefined;
  /** The booking's secret from its 201 (docs/decisions/011-references-and-money.md). */
  manageToken?: string | undefined;
}) {
  const payment = useCreateSquarePayment();
  // One key per card token: a double click or a retry of the same token charges once.
  const keys = useRef(new Map<string, string>());

  const pay = async (token: string): Promise<SquarePaymentResponse | undefined> => {
    let key = keys.current.get(token);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(token, key);
    }
    try {
      const result = await payment.mutateAsync({
        token,
        amount: input.amountCents,
        idempotencyKey: key,
        ...(input.bookingId ? { bookingId: input.bookingId } : {}),
        ...(input.manageToken ? { manageToken: input.manageToken } : {}),
      });
      if (!result.success) {
        toast({
          title: 'Payment Failed',
          description: result.error ?? 'An error occurred while processing your payment.',
          variant: 'destructive',
        });
      }
      return result;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        toast({
          title: 'Payment Failed',
          // A changed total names the amount field: its sentence, without the field prefix.
          description: error.body?.fieldErrors?.amount ?? error.serverMessage,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Payment Error',
          description: 'An unexpected error occurred. Please try again.',
          variant: 'destructive',
        });
      }
      return undefined;
    }
  };
  return { pay, isPending: payment.isPending };
}
