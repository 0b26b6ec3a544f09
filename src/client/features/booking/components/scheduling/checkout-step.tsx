// The card step (booking-flow.md sections 4 and 8; decisions.md "Payments"): the booking already
// holds the slot (pending, unpaid); the intent is created for it, then the card is confirmed with
// the gateway. With no provider keys that is the built-in sandbox, labelled as a test payment.
import { FlaskConical, Loader2, Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { StripeCheckout } from '@/client/components/payments/stripe-checkout';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { formatMoney } from '@/domain/pricing/format-money';
import type { BookingResponse } from '@/domain/schemas/booking';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';
import { useConfirmSandboxPayment } from '../../api/confirm-sandbox-payment';
import { useCreatePaymentIntent } from '../../api/create-payment-intent';

type IntentState =
  { kind: 'loading' } | { kind: 'ready'; intent: PaymentIntentResponse } | { kind: 'failed' };

const FIELD_OF: Record<string, 'cardNumber' | 'expiry' | 'cvc'> = {
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

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
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<Partial<Record<'cardNumber' | 'expiry' | 'cvc', string>>>(
    {},
  );
  const [declined, setDeclined] = useState<string | null>(null);
  const started = useRef(false);

  const { mutateAsync: requestIntent } = createIntent;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    requestIntent({ bookingId: booking.id, idempotencyKey: intentKey })
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
  }, [booking.id, intentKey, requestIntent]);

  if (state.kind === 'loading') {
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
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="space-y-4 py-6 text-center">
        <p className="font-medium">Unable to initialize payment. Please try again.</p>
        <Button variant="outline" onClick={onBack}>
          Go Back
        </Button>
      </div>
    );
  }

  const { intent } = state;
  // Stripe configured: its own card form (loaded only now); otherwise the sandbox form below.
  if (intent.gateway === 'stripe') {
    return (
      <StripeCheckout
        clientSecret={intent.clientSecret}
        amountCents={intent.amountCents}
        onBack={onBack}
      />
    );
  }
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setDeclined(null);
    const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
    const local: typeof errors = {};
    if (!card.cardNumber.trim()) local.cardNumber = 'Enter your card number.';
    if (!/^\d{1,2}$/.test(month) || !/^\d{2}(\d{2})?$/.test(year))
      local.expiry = 'Enter the expiry as MM/YY.';
    if (!/^\d{3,4}$/.test(card.cvc.trim())) local.cvc = 'Enter the 3 or 4 digit security code.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const result = await confirm.mutateAsync({
        clientSecret: intent.clientSecret,
        cardNumber: card.cardNumber,
        expMonth: Number(month),
        expYear: Number(year),
        cvc: card.cvc.trim(),
        ...(card.postalCode.trim() ? { postalCode: card.postalCode.trim() } : {}),
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
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        const fieldErrors: typeof errors = {};
        for (const [field, message] of Object.entries(error.body?.fieldErrors ?? {})) {
          const mapped = FIELD_OF[field];
          if (mapped) fieldErrors[mapped] = message;
        }
        setErrors(fieldErrors);
        setDeclined(error.serverMessage);
        toast({
          title: 'Payment Failed',
          description: error.serverMessage,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Payment Error',
          description: 'An unexpected error occurred. Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  const processing = confirm.isPending;
  const field = (key: 'cardNumber' | 'expiry' | 'cvc') => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `card-${key}-error` : undefined,
  });
  return (
    <form noValidate onSubmit={(event) => void pay(event)} className="space-y-5">
      {intent.testMode && (
        <div className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
          <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="text-sm">
            <p className="font-bold">TEST payment: no real card is charged</p>
            <p>
              Use test card 4242 4242 4242 4242 with any future expiry and any 3-digit CVC. 4000
              0000 0000 0002 shows a declined card.
            </p>
          </div>
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="card-number">Card Number</Label>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
          {...field('cardNumber')}
        />
        {errors.cardNumber && (
          <p id="card-cardNumber-error" className="text-sm text-destructive">
            {errors.cardNumber}
          </p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div className="space-y-1.5">
          <Label htmlFor="card-expiry">Expiry (MM/YY)</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: e.target.value })}
            {...field('expiry')}
          />
          {errors.expiry && (
            <p id="card-expiry-error" className="text-sm text-destructive">
              {errors.expiry}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="card-cvc">CVC</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value })}
            {...field('cvc')}
          />
          {errors.cvc && (
            <p id="card-cvc-error" className="text-sm text-destructive">
              {errors.cvc}
            </p>
          )}
        </div>
        <div className="col-span-2 space-y-1.5 sm:col-span-1">
          <Label htmlFor="card-postal">Billing ZIP (optional)</Label>
          <Input
            id="card-postal"
            inputMode="numeric"
            autoComplete="postal-code"
            value={card.postalCode}
            onChange={(e) => setCard({ ...card, postalCode: e.target.value })}
          />
        </div>
      </div>
      {declined && (
        <p
          role="alert"
          className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          {declined}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={processing}>
          Back
        </Button>
        <Button type="submit" size="lg" disabled={processing}>
          {processing ? (
            <>
              <Loader2 className="animate-spin" aria-hidden />
              Processing...
            </>
          ) : (
            <>
              <Lock aria-hidden />
              Pay {formatMoney(intent.amountCents)}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
