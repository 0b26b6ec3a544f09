// The card step (booking-flow.md sections 4 and 8; decisions.md "Payments"): the booking already
// holds the slot (pending, unpaid); the intent is created for it, then the card is confirmed with
// the gateway. With no provider keys that is the built-in sandbox, labelled as a test payment.
// Words in the page's language; the card's return page in the booking's (issue 28).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import { pathInLocale } from '@/domain/site/locale-paths';
import type { BookingResponse } from '@/domain/schemas/booking';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';
import { useConfirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import { StickyTotalBar } from '../sticky-total-bar';
import { useCreatePaymentIntent } from '../../api/create-payment-intent';
import { manageTokenOf } from '../../state/confirmations';
import { useServerWords } from './use-server-words';

/** booking-flow.md section 8's fallback for a payment that did not go through. */
const PAYMENT_FAILED = msg`An error occurred while processing your payment.`;

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
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const serverWords = useServerWords();
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
          title: i18n._(msg`Checkout Error`),
          description: i18n._(msg`Failed to initialize payment. Please try again.`),
          variant: 'destructive',
        });
        setState({ kind: 'failed' });
      });
  }, [booking.id, manageToken, intentKey, requestIntent, i18n]);

  if (state.kind === 'loading') return <PreparingPayment />;
  if (state.kind === 'failed') return <PaymentUnavailable onBack={onBack} />;

  const { intent } = state;
  // Stripe configured: its own card form (loaded only now); otherwise the sandbox form below.
  if (intent.gateway === 'stripe') {
    return (
      <StripeCheckout
        // Stripe sends the customer back to this page: the booking's language's.
        returnPath={pathInLocale(
          paymentSuccessPath({
            reference: booking.reference,
            ...(manageToken ? { manageToken } : {}),
          }),
          booking.locale,
        )}
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
          title: t`Payment Successful!`,
          description: t`Your TV mounting appointment has been confirmed.`,
        });
        onPaid();
        return;
      }
      const message = serverWords(result.message, PAYMENT_FAILED);
      setDeclined(message);
      toastPaymentFailed(message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        entry.showServerErrors(error.body?.fieldErrors);
        // The field's own words beside it; the notice and toast without any field key.
        const message = serverWords(plainErrorMessage(error, ''), PAYMENT_FAILED);
        setDeclined(message);
        toastPaymentFailed(message);
      } else {
        toastPaymentError();
      }
    }
  };

  const processing = confirm.isPending;
  const amount = formatMoney(intent.amountCents, locale);
  const payButton = (className?: string) => (
    <PayButton label={t`Pay ${amount}`} processing={processing} className={className} />
  );
  return (
    <form noValidate onSubmit={(event) => void pay(event)} className="space-y-5">
      {intent.testMode && <TestModeNotice title={t`TEST payment: no real card is charged`} />}
      <CardFields idPrefix="card" {...entry.fields}>
        <LabelledInput
          id="card-postal"
          label={t`Billing ZIP (optional)`}
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
          <Trans>Back</Trans>
        </Button>
        {payButton('hidden lg:inline-flex')}
      </div>
      {/* Phones: the amount and Pay stay at the bottom of the screen (issue 12). */}
      <StickyTotalBar totalCents={intent.amountCents} label={t`To pay`}>
        {payButton()}
      </StickyTotalBar>
    </form>
  );
}
