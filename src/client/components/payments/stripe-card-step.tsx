// The card form when Stripe takes the payment (docs/decisions/006-payments.md). Stripe.js is
// fetched from js.stripe.com only when this component renders, which happens only when the server
// created a Stripe intent (a secret key is set) and gave the browser a publishable key. The
// browser confirms with Stripe and returns to /payment-success; the booking is marked paid only
// by Stripe's verified webhook, never by this page. On a Spanish page Stripe's form and messages
// are in Spanish, and the return page is the Spanish one (issue 28).
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import { toastPaymentError, toastPaymentFailed } from './payment-toasts';
import { formatMoney } from '@/domain/pricing/format-money';
import { pathInLocale } from '@/domain/site/locale-paths';
import { PayButton, PaymentAlert } from './payment-states';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      // A toast after the page's first render, in its language (payment-toasts.ts).
      toast({
        title: i18n._(msg`Payment System Error`),
        description: i18n._(msg`Failed to load payment system. Please refresh and try again.`),
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
  const { t } = useLingui();
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(amountCents, locale);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) {
      toastPaymentError(t`Payment form not ready. Please try again.`);
      return;
    }
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: {
          return_url: `${window.location.origin}${pathInLocale(returnPath, locale)}`,
        },
      });
      // Only reached when confirmation failed; success leaves for the return page.
      const message = result.error.message ?? t`An error occurred while processing your payment.`;
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
          <Trans>Back</Trans>
        </Button>
        <PayButton label={t`Pay ${amount}`} processing={processing} disabled={!stripe} />
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
  const locale = useLocale();
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  // English leaves Stripe to the browser's language, as before; Spanish asks for Latin American
  // Spanish, the closest to es-US.
  const options: StripeElementsOptions = {
    clientSecret,
    ...(locale === 'es' ? { locale: 'es-419' as const } : {}),
  };
  return (
    <Elements stripe={stripePromise} options={options}>
      <StripeForm amountCents={amountCents} returnPath={returnPath} onBack={onBack} />
    </Elements>
  );
}
