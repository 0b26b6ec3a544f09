// The card step's shared pieces: its waiting states, its alert and its Pay button, the same for
// the booking's sandbox form, Stripe's and the token forms.
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { sayPaymentSentence } from './payment-messages';

export function PreparingPayment() {
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 py-12 text-muted-foreground"
    >
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <Trans>Preparing secure payment…</Trans>
    </div>
  );
}

export function PaymentUnavailable({ onBack }: { onBack: () => void }) {
  return (
    <div role="alert" className="space-y-4 py-6 text-center">
      <p className="font-medium">
        <Trans>Unable to initialize payment. Please try again.</Trans>
      </p>
      <Button variant="outline" onClick={onBack}>
        <Trans>Go Back</Trans>
      </Button>
    </div>
  );
}

/** The decline or failure in the gateway's (or the server's) own words, above the buttons. */
export function PaymentAlert({ message }: { message: string | null }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
    >
      {sayPaymentSentence(message, i18n)}
    </p>
  );
}

/** The submit button of a card form: 'Pay $x' (or its label) with a lock, then 'Processing...'. */
export function PayButton({
  label,
  processing,
  disabled = false,
  className,
}: {
  label: ReactNode;
  processing: boolean;
  disabled?: boolean;
  className?: string | undefined;
}) {
  return (
    <Button type="submit" size="lg" className={className} disabled={processing || disabled}>
      {processing ? (
        <>
          <Loader2 className="animate-spin" aria-hidden />
          <Trans>Processing...</Trans>
        </>
      ) : (
        <>
          <Lock aria-hidden />
          {label}
        </>
      )}
    </Button>
  );
}
