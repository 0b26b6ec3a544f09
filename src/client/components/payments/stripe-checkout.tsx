// Chooses Stripe Elements for an intent the server created with Stripe. The Stripe code (and
// Stripe.js itself) is a separate chunk, fetched only here (docs/decisions/006-payments.md).
import { lazy, Suspense } from 'react';
import { usePaymentsConfig } from '@/client/api/payments-config';
import { PaymentUnavailable, PreparingPayment } from './payment-states';

const StripeCardStep = lazy(() => import('./stripe-card-step'));

export function StripeCheckout({
  clientSecret,
  amountCents,
  returnPath,
  onBack,
}: {
  clientSecret: string;
  amountCents: number;
  returnPath?: string;
  onBack: () => void;
}) {
  const config = usePaymentsConfig();
  if (config.isPending) return <PreparingPayment />;
  const publishableKey = config.data?.stripePublishableKey;
  if (!publishableKey) return <PaymentUnavailable onBack={onBack} />;
  return (
    <Suspense fallback={<PreparingPayment />}>
      <StripeCardStep
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        amountCents={amountCents}
        {...(returnPath ? { returnPath } : {})}
        onBack={onBack}
      />
    </Suspense>
  );
}
