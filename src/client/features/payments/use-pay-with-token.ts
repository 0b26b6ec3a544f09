// Sends a card token to POST /api/square-payment and shows the spec's notices
// (booking-flow.md section 8): the decline's own message, or the generic ones.
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { toastPaymentError, toastPaymentFailed } from '@/client/components/payments/payment-toasts';
import { ApiRequestError } from '@/client/lib/api-client';
import type { SquarePaymentResponse } from '@/domain/schemas/payment-providers';
import { useCreateSquarePayment } from './api/create-square-payment';

export function usePayWithToken(input: {
  amountCents: number;
  bookingId?: number | undefined;
  /** The booking's secret from its 201 (docs/decisions/011-references-and-money.md). */
  manageToken?: string | undefined;
}) {
  const { t } = useLingui();
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
        toastPaymentFailed(result.error ?? t`An error occurred while processing your payment.`);
      }
      return result;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        // A changed total names the amount field: its sentence, without the field prefix.
        toastPaymentFailed(error.body?.fieldErrors?.amount ?? error.serverMessage);
      } else {
        toastPaymentError();
      }
      return undefined;
    }
  };
  return { pay, isPending: payment.isPending };
}
