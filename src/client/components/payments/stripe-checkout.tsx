// Chooses Stripe Elements for an intent the server created with Stripe. The Stripe code (and
// Stripe.js itself) is a separate chunk, fetched only here (docs/decisions/006-payments.md).
import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/client/components/ui/button';
import { usePaymentsConfig } from '@/client/api/payments-config';

const StripeCardStep = lazy(() => import('./stripe-card-step'));

function Preparing() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-12 text-muted-foreground"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden />
      Preparing secure payment…
    </div>
  );
}

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
  if (config.isPending) return <Preparing />;
  const publishableKey = config.data?.stripePublishableKey;
  if (!publishableKey) {
    return (
      <div role="alert" className="space-y-4 py-6 text-center">
        <p className="font-medium">Unable to initialize payment. Please try again.</p>
        <Button variant="outline" onClick={onBack}>
          Go Back
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Preparing />}>
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
