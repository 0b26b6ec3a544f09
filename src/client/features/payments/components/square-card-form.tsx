// Square's Web Payments SDK card form. square.js is loaded from Square's CDN (the sandbox CDN for
// a "sandbox-" application id, as Square's own loader does) only when this component renders,
// which happens only when the server names Square as the token gateway.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PayButton } from '@/client/components/payments/payment-states';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import { scriptLoader } from '@/client/lib/load-script';
import { toastPaymentError, toastPaymentFailed } from '@/client/components/payments/payment-toasts';

type SquareCard = {
  attach(selector: string | HTMLElement): Promise<void>;
  tokenize(): Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy(): Promise<boolean>;
};
type SquarePayments = {
  card(): Promise<SquareCard>;
  /** The form's language (Square's es-US, en-US); the browser's when never called. */
  setLocale?(locale: string): Promise<unknown>;
};
type SquareGlobal = {
  payments(applicationId: string, locationId: string): SquarePayments;
};
declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

const loadSquareScript = scriptLoader(() => window.Square, {
  missing: 'no Square',
  failed: 'square.js failed to load',
});

function loadSquare(applicationId: string): Promise<SquareGlobal> {
  const host = applicationId.startsWith('sandbox-')
    ? 'https://sandbox.web.squarecdn.com'
    : 'https://web.squarecdn.com';
  return loadSquareScript(`${host}/v1/square.js`);
}

export function SquareCardForm({
  applicationId,
  locationId,
  submitLabel,
  busy,
  onToken,
  secondary,
}: {
  applicationId: string;
  locationId: string;
  submitLabel: string;
  busy: boolean;
  onToken: (token: string) => Promise<void>;
  secondary?: React.ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<SquareCard | null>(null);
  const [tokenizing, setTokenizing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let attached: SquareCard | undefined;
    loadSquare(applicationId)
      .then(async (square) => {
        const payments = square.payments(applicationId, locationId);
        // English leaves the form to the browser's language, as before.
        if (locale === 'es') await payments.setLocale?.('es-US');
        const created = await payments.card();
        if (cancelled || !container.current) return void created.destroy();
        await created.attach(container.current);
        attached = created;
        setCard(created);
      })
      .catch(() => {
        if (cancelled) return;
        // A toast in the browser, in the page's language (payment-toasts.ts).
        toast({
          title: i18n._(msg`Payment Setup Error`),
          description: i18n._(msg`Unable to initialize payment system. Please try again.`),
          variant: 'destructive',
        });
      });
    return () => {
      cancelled = true;
      void attached?.destroy();
    };
  }, [applicationId, locationId, locale]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!card) {
      toastPaymentError(t`Payment form not ready. Please try again.`);
      return;
    }
    setTokenizing(true);
    try {
      const result = await card.tokenize();
      if (result.status !== 'OK' || !result.token) {
        toastPaymentFailed(result.errors?.[0]?.message ?? t`Payment validation failed`);
        return;
      }
      await onToken(result.token);
    } finally {
      setTokenizing(false);
    }
  };

  const processing = busy || tokenizing;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div ref={container} aria-label={t`Card details`} className="min-h-24" />
      {!card && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden />{' '}
          <Trans>Loading secure card form…</Trans>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {secondary}
        <PayButton
          label={submitLabel}
          processing={processing}
          disabled={!card}
          className="sm:flex-1"
        />
      </div>
    </form>
  );
}
