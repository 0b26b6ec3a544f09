// Store checkout (store-staff-assistant.md sections 2, 4, 8; decisions.md "Store (Mount Depot)"):
// contact details and pickup or free local delivery, then POST /api/store-orders (the server
// prices the order and holds its stock for 15 minutes), then the card form with 'Order Summary'
// and 'Pay $x' / 'Processing...'. A declined card keeps the cart; success empties it and goes to
// /mount-depot/success?order={reference}.
import { Loader2, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  CardFields,
  cardErrorsFromServer,
  checkCard,
  EMPTY_CARD,
  TestModeNotice,
  type CardFieldErrors,
  type CardInput,
} from '@/client/components/payments/sandbox-card-fields';
import { StripeCheckout } from '@/client/components/payments/stripe-checkout';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { withoutFieldKey } from '@/client/lib/api-error-message';
import { clearSharedCart, type SharedCartLine } from '@/client/lib/shared-cart';
import { formatMoney } from '@/domain/pricing/format-money';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';
import type { StoreOrderCreated } from '@/domain/schemas/store-orders';
import {
  confirmStoreSandboxPayment,
  createStoreOrder,
  createStoreOrderIntent,
} from '../api/store-api';
import { saveOrderToken } from '../lib/order-tokens';

type Contact = {
  name: string;
  email: string;
  phone: string;
  fulfilment: 'pickup' | 'delivery';
  address: string;
  notes: string;
};
const EMPTY_CONTACT: Contact = {
  name: '',
  email: '',
  phone: '',
  fulfilment: 'pickup',
  address: '',
  notes: '',
};
type ContactErrors = Partial<Record<keyof Contact, string>>;

function checkContact(contact: Contact): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.name.trim()) errors.name = 'Enter your full name';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact.email.trim())) {
    errors.email = 'Enter a valid email address';
  }
  if (contact.phone.replace(/\D/g, '').length < 10) {
    errors.phone = 'Enter a phone number with at least 10 digits';
  }
  if (contact.fulfilment === 'delivery' && !contact.address.trim()) {
    errors.address = 'Enter the delivery address';
  }
  return errors;
}

type Step =
  { kind: 'details' } | { kind: 'pay'; order: StoreOrderCreated; intent: PaymentIntentResponse };

function OrderSummary({
  lines,
  totalCents,
}: {
  lines: readonly { key: string; name: string; quantity: number; lineCents: number }[];
  totalCents: number;
}) {
  return (
    <section aria-labelledby="order-summary" className="rounded-lg border bg-muted/40 p-4">
      <h3 id="order-summary" className="mb-2 font-semibold">
        Order Summary
      </h3>
      <ul className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span>
              {line.name} x {line.quantity}
            </span>
            <span className="tabular-nums">{formatMoney(line.lineCents)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t pt-2 font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatMoney(totalCents)}</span>
      </p>
    </section>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export default function CheckoutDialog({
  open,
  onOpenChange,
  lines,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SharedCartLine[];
}) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'details' });
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardFieldErrors>({});

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setStep({ kind: 'details' });
      setProblem(null);
      setCard(EMPTY_CARD);
      setCardErrors({});
    }
  };

  const inputProps = (key: keyof Contact) => ({
    id: `checkout-${key}`,
    value: contact[key],
    onChange: (e: { target: { value: string } }) =>
      setContact({ ...contact, [key]: e.target.value }),
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `checkout-${key}-error` : undefined,
  });

  const startPayment = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkContact(contact);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const order = await createStoreOrder({
        items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        name: contact.name,
        email: contact.email,
        phone: contact.phone,
        fulfilment: contact.fulfilment,
        ...(contact.fulfilment === 'delivery' ? { address: contact.address } : {}),
        ...(contact.notes.trim() ? { notes: contact.notes } : {}),
      });
      saveOrderToken(order.reference, order.manageToken);
      const intent = await createStoreOrderIntent(order);
      if (!intent.clientSecret) throw new Error('no client secret');
      setStep({ kind: 'pay', order, intent });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        const fields = error.body?.fieldErrors ?? {};
        const mapped: ContactErrors = {};
        for (const key of ['name', 'email', 'phone', 'address', 'notes'] as const) {
          if (fields[key]) mapped[key] = fields[key];
        }
        setErrors(mapped);
        setProblem(withoutFieldKey(error.serverMessage));
      } else {
        setProblem('Failed to initialize checkout. Please try again.');
      }
      toast({
        title: 'Checkout Error',
        description: 'Failed to initialize checkout. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const paid = (reference: string) => {
    toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
    clearSharedCart();
    onOpenChange(false);
    void navigate(`/mount-depot/success?order=${encodeURIComponent(reference)}`);
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'pay') return;
    const checked = checkCard(card);
    setCardErrors(checked.errors);
    setProblem(null);
    if (!checked.details) return;
    setBusy(true);
    try {
      const result = await confirmStoreSandboxPayment({
        clientSecret: step.intent.clientSecret,
        ...checked.details,
      });
      if (result.status === 'succeeded') {
        setBusy(false);
        paid(step.order.reference);
        return;
      }
      const message = result.message ?? 'An error occurred while processing your payment.';
      setProblem(message);
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        setCardErrors(cardErrorsFromServer(error.body?.fieldErrors));
        const message = withoutFieldKey(error.serverMessage);
        setProblem(message);
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      } else {
        toast({
          title: 'Payment Error',
          description: 'An unexpected error occurred.',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const cartSummary = lines.map((line) => ({
    key: line.id,
    name: line.name,
    quantity: line.quantity,
    lineCents: line.priceCents * line.quantity,
  }));
  const cartTotal = cartSummary.reduce((sum, line) => sum + line.lineCents, 0);

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{step.kind === 'details' ? 'Checkout' : 'Payment'}</DialogTitle>
          <DialogDescription>
            {step.kind === 'details'
              ? 'Your details, then pickup or free local delivery. Prices are confirmed by our server.'
              : `Order ${step.order.reference}: your items are held for 15 minutes.`}
          </DialogDescription>
        </DialogHeader>

        {step.kind === 'details' ? (
          <form noValidate onSubmit={(e) => void startPayment(e)} className="space-y-4">
            <OrderSummary lines={cartSummary} totalCents={cartTotal} />
            <Field id="checkout-name" label="Full Name" error={errors.name}>
              <Input {...inputProps('name')} autoComplete="name" required />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="checkout-email" label="Email Address" error={errors.email}>
                <Input {...inputProps('email')} type="email" autoComplete="email" required />
              </Field>
              <Field id="checkout-phone" label="Phone Number" error={errors.phone}>
                <Input {...inputProps('phone')} type="tel" autoComplete="tel" required />
              </Field>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">How would you like to get it?</legend>
              {(
                [
                  ['pickup', 'Pickup (free)'],
                  ['delivery', 'Local delivery (free, Charlotte area)'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="fulfilment"
                    value={value}
                    checked={contact.fulfilment === value}
                    onChange={() => setContact({ ...contact, fulfilment: value })}
                    className="size-4 accent-blue-600"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            {contact.fulfilment === 'delivery' && (
              <Field id="checkout-address" label="Delivery Address" error={errors.address}>
                <Input
                  {...inputProps('address')}
                  autoComplete="street-address"
                  placeholder="Street, city, ZIP"
                />
              </Field>
            )}
            <Field id="checkout-notes" label="Notes (optional)" error={errors.notes}>
              <Input {...inputProps('notes')} maxLength={1000} />
            </Field>
            {problem && (
              <p
                role="alert"
                className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
              >
                {problem}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={busy || lines.length === 0}
            >
              {busy ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden />
                  Processing...
                </>
              ) : (
                'Continue to Payment'
              )}
            </Button>
          </form>
        ) : step.intent.gateway === 'stripe' ? (
          <div className="space-y-4">
            <OrderSummary
              lines={step.order.items.map((item) => ({
                key: String(item.productId),
                name: item.name,
                quantity: item.quantity,
                lineCents: item.lineTotalCents,
              }))}
              totalCents={step.order.totalCents}
            />
            <StripeCheckout
              clientSecret={step.intent.clientSecret}
              amountCents={step.intent.amountCents}
              returnPath={`/mount-depot/success?order=${encodeURIComponent(step.order.reference)}`}
              onBack={() => setStep({ kind: 'details' })}
            />
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void pay(e)} className="space-y-4">
            <OrderSummary
              lines={step.order.items.map((item) => ({
                key: String(item.productId),
                name: item.name,
                quantity: item.quantity,
                lineCents: item.lineTotalCents,
              }))}
              totalCents={step.order.totalCents}
            />
            {step.intent.testMode && (
              <TestModeNotice title="TEST payment: no real card is charged" />
            )}
            <CardFields idPrefix="store-card" card={card} errors={cardErrors} onChange={setCard} />
            {problem && (
              <p
                role="alert"
                className="rounded-md bg-destructive/10 p-3 text-sm font-medium text-destructive"
              >
                {problem}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden />
                  Processing...
                </>
              ) : (
                <>
                  <Lock aria-hidden />
                  Pay {formatMoney(step.intent.amountCents)}
                </>
              )}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
