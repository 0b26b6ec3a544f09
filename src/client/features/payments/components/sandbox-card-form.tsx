// The sandbox's card form for the token flow (no Square keys): clearly a test payment. The card
// is checked by the server's sandbox and turned into a test token; nothing real is charged.
import { FlaskConical, Loader2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { ApiRequestError } from '@/client/lib/api-client';
import { useTokenizeSandboxCard } from '../api/tokenize-sandbox-card';

type Field = 'cardNumber' | 'expiry' | 'cvc';
const FIELD_OF: Record<string, Field> = {
  cardNumber: 'cardNumber',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
};

export function SandboxCardForm({
  submitLabel,
  busy,
  onToken,
  secondary,
}: {
  submitLabel: string;
  busy: boolean;
  onToken: (token: string) => Promise<void>;
  secondary?: React.ReactNode;
}) {
  const tokenize = useTokenizeSandboxCard();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const [month = '', year = ''] = card.expiry.split('/').map((part) => part.trim());
    const local: typeof errors = {};
    if (!card.cardNumber.trim()) local.cardNumber = 'Enter your card number.';
    if (!/^\d{1,2}$/.test(month) || !/^\d{2}(\d{2})?$/.test(year)) {
      local.expiry = 'Enter the expiry as MM/YY.';
    }
    if (!/^\d{3,4}$/.test(card.cvc.trim())) local.cvc = 'Enter the 3 or 4 digit security code.';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      const { token } = await tokenize.mutateAsync({
        cardNumber: card.cardNumber,
        expMonth: Number(month),
        expYear: Number(year),
        cvc: card.cvc.trim(),
      });
      await onToken(token);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400) {
        const fieldErrors: typeof errors = {};
        for (const [field, message] of Object.entries(error.body?.fieldErrors ?? {})) {
          const mapped = FIELD_OF[field];
          if (mapped) fieldErrors[mapped] = message;
        }
        setErrors(fieldErrors);
        return;
      }
      throw error;
    }
  };

  const processing = busy || tokenize.isPending;
  const field = (key: Field) => ({
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `sandbox-${key}-error` : undefined,
  });
  const error = (key: Field) =>
    errors[key] && (
      <p id={`sandbox-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950">
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="text-sm">
          <p className="font-bold">TEST MODE (sandbox): no real card is charged</p>
          <p>
            Use test card 4242 4242 4242 4242 with any future expiry and any 3-digit CVC. 4000 0000
            0000 0002 shows a declined card.
          </p>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="sandbox-card-number">Card Number</Label>
        <Input
          id="sandbox-card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.cardNumber}
          onChange={(e) => setCard({ ...card, cardNumber: e.target.value })}
          {...field('cardNumber')}
        />
        {error('cardNumber')}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <Label htmlFor="sandbox-card-expiry">Expiry (MM/YY)</Label>
          <Input
            id="sandbox-card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => setCard({ ...card, expiry: e.target.value })}
            {...field('expiry')}
          />
          {error('expiry')}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="sandbox-card-cvc">CVC</Label>
          <Input
            id="sandbox-card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.target.value })}
            {...field('cvc')}
          />
          {error('cvc')}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {secondary}
        <Button type="submit" size="lg" disabled={processing} className="sm:flex-1">
          {processing ? (
            <>
              <Loader2 className="animate-spin" aria-hidden />
              Processing...
            </>
          ) : (
            <>
              <Lock aria-hidden />
              {submitLabel}
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
