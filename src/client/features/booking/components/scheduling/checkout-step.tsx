// The card step (booking-flow.md sections 4 and 8; decisions.md "Payments"): the booking already
// holds the slot (pending, unpaid); the intent is created for it, then the card is confirmed with
// the gateway. With no provider keys that is the built-in sandbox, labelled as a test payment.
import { useEffect, useRef, useState } from 'react';
import {
  CardFields,
  TestModeNotice,
  useCardEntry,
} from '@/client/components/payments/sandbox-card-fields';
import {
  PayButton,
  PaymentAlert,
  PaymentUnavailable,
  PreparingPayment,
} from '@/client/components/payments/payment-states';
import { paymentSuccessPath } from '@/client/components/payments/payment-success-path';
import { StripeCheckout } from '@/client/components/payments/stripe-checkout';
import { Button } from '@/client/components/ui/button';
import { LabelledInput } from '@/client/components/ui/labelled-input';
import { toast } from '@/client/components/ui/use-toast';
import { toastPaymentError, toastPaymentFailed } from '@/client/components/payments/payment-toasts';
import { ApiRequestError } from '@/client/lib/api-client';
import { plainErrorMessage } from '@/client/lib/api-error-message';
import { formatMoney } from '@/domain/pricing/format-money';
import type { BookingResponse } from '@/domain/schemas/booking';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';
import { useConfirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import { StickyTotalBar } from '../sticky-total-bar';
import { useCreatePaymentIntent } from '../../api/create-payment-intent';
import { manageTokenOf } from '../../state/confirmations';

type IntentState =
  { kind: 'loading' } | { kind: 'ready'; intent: PaymentIntentResponse } | { kind: 'failed' };

export function CheckoutStep({
  booking,
  intentKey,
  onBack,
  onPaid,
}: {
  booking: BookingResponse;
  intentKey: string;
  onBack: () => void;
  onPaid: () => void;
}) {
  const createIntent = useCreatePaymentIntent();
  const confirm = useConfirmSandboxPayment();
  const [state, setState] = useState<IntentState>({ kind: 'loading' });
  const entry = useCardEntry();
  const [postalCode, setPostalCode] = useState('');
  const [declined, setDeclined] = useState<string | null>(null);
  const started = useRef(false);

  const { mutateAsync: requestIntent } = createIntent;
  const manageToken = manageTokenOf(booking);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    requestIntent({
      bookingId: booking.id,
      manageToken,
      idempotencyKey: intentKey,
    })
      .then((intent) =>
        setState(intent.clientSecret ? { kind: 'ready', intent } : { kind: 'failed' }),
      )
      .catch(() => {
        toast({
          title: 'Checkout Error',
          description: 'Failed to initialize payment. Please try again.',
          variant: 'destructive',
        });
        setState({ kind: 'failed' });
      });
  }, [booking.id, manageToken, intentKey, requestIntent]);

  if (state.kind === 'loading') return <PreparingPayment />;
  if (state.kind === 'failed') return <PaymentUnavailable onBack={onBack} />;

  const { intent } = state;
  // Stripe configured: its own card form (loaded only now); otherwise the sandbox form below.
  if (intent.gateway === 'stripe') {
    return (
      <StripeCheckout
        returnPath={paymentSuccessPath({
          reference: booking.reference,
          ...(manageToken ? { manageToken } : {}),
        })}
        clientSecret={intent.clientSecret}
        amountCents={intent.amountCents}
        onBack={onBack}
      />
    );
  }
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setDeclined(null);
    const details = entry.check();
    if (!details) return;
    try {
      const result = await confirm.mutateAsync({
        clientSecret: intent.clientSecret,
        ...details,
        ...(postalCode.trim() ? { postalCode: postalCode.trim() } : {}),
      });
      if (result.status === 'succeeded') {
        toast({
          title: 'Payment Successful!',
          description: 'Your TV mounting appointment has been confirmed.',
        });
        onPaid();
        return;
      }
      const message = result.message ?? 'An error occurred while processing your payment.';
      setDeclined(message);
      toastPaymentFailed(message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        entry.showServerErrors(error.body?.fieldErrors);
        // The field's own words beside it; the notice and toast without any field key.
        const message = plainErrorMessage(
          error,
          'An error occurred while processing your payment.',
        );
        setDeclined(message);
        toastPaymentFailed(message);
      } else {
        toastPaymentError();
      }
    }
  };

  const processing = confirm.isPending;
  const payButton = (className?: string) => (
    <PayButton
      label={`Pay ${formatMoney(intent.amountCents)}`}
      processing={processing}
      className={className}
    />
  );
  return (
    <form noValidate onSubmit={(event) => void pay(event)} className="space-y-5">
      {intent.testMode && <TestModeNotice title="TEST payment: no real card is charged" />}
      <CardFields idPrefix="card" {...entry.fields}>
        <LabelledInput
          id="card-postal"
          label="Billing ZIP (optional)"
          className="col-span-2 sm:col-span-1"
          inputMode="numeric"
          autoComplete="postal-code"
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
        />
      </CardFields>
      <PaymentAlert message={declined} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={processing}>
          Back
        </Button>
        {payButton('hidden lg:inline-flex')}
      </div>
      {/* Phones: the amount and Pay stay at the bottom of the screen (issue 12). */}
      <StickyTotalBar totalCents={intent.amountCents} label="To pay">
        {payButton()}
      </StickyTotalBar>
    </form>
  );
}
