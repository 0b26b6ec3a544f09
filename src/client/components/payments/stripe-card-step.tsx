// The card form when Stripe takes the payment (docs/decisions/006-payments.md). Stripe.js is
// fetched from js.stripe.com only when this component renders, which happens only when the server
// created a Stripe intent (a secret key is set) and gave the browser a publishable key. The
// browser confirms with Stripe and returns to /payment-success; the booking is marked paid only
// by Stripe's verified webhook, never by this page.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { toastPaymentError, toastPaymentFailed } from './payment-toasts';
import { formatMoney } from '@/domain/pricing/format-money';
import { PayButton, PaymentAlert } from './payment-states';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      toast({
        title: 'Payment System Error',
        description: 'Failed to load payment system. Please refresh and try again.',
        variant: 'destructive',
      });
      return null;
    });
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

function StripeForm({
  amountCents,
  returnPath,
  onBack,
}: {
  amountCents: number;
  returnPath: string;
  onBack: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      toastPaymentError('Payment form not ready. Please try again.');
      return;
    }
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
      });
      // Only reached when confirmation failed; success leaves for the return page.
      const message = result.error.message ?? 'An error occurred while processing your payment.';
      setError(message);
      toastPaymentFailed(message);
    } catch {
      toastPaymentError();
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} className="space-y-5">
      <PaymentElement />
      <PaymentAlert message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={processing}>
          Back
        </Button>
        <PayButton
          label={`Pay ${formatMoney(amountCents)}`}
          processing={processing}
          disabled={!stripe}
        />
      </div>
    </form>
  );
}

export default function StripeCardStep({
  publishableKey,
  clientSecret,
  amountCents,
  returnPath = '/payment-success',
  onBack,
}: {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  returnPath?: string;
  onBack: () => void;
}) {
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <StripeForm amountCents={amountCents} returnPath={returnPath} onBack={onBack} />
    </Elements>
  );
}
