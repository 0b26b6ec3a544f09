// The two steps of paying for store products (store-staff-assistant.md sections 2, 4, 8;
// decisions.md "Store (Mount Depot)"): contact details and pickup or free local delivery, then
// POST /api/store-orders (the server prices the order and holds its stock for 15 minutes), then
// the card form with 'Pay $x' / 'Processing...'. A declined card keeps the cart. Used by the
// store's checkout; the TV builder's 'Complete Order' books its products with the installation
// instead (issue 26, docs/decisions/014). The order carries the page's language (issue 28), so
// its e-mails are in it; every message shows in it (checkout-messages.ts).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PayButton, PaymentAlert } from '@/client/components/payments/payment-states';
import { toastPaymentError, toastPaymentFailed } from '@/client/components/payments/payment-toasts';
import {
  CardFields,
  TestModeNotice,
  useCardEntry,
} from '@/client/components/payments/sandbox-card-fields';
import { StripeCheckout } from '@/client/components/payments/stripe-checkout';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import { ApiRequestError } from '@/client/lib/api-client';
import { withoutFieldKey } from '@/client/lib/api-error-message';
import { useBusiness } from '@/client/lib/use-business';
import type { SharedCartLine } from '@/client/lib/shared-cart';
import { formatMoney } from '@/domain/pricing/format-money';
import type { PaymentIntentResponse } from '@/domain/schemas/payments';
import type { StoreOrderCreated } from '@/domain/schemas/store-orders';
import { checkoutMessage } from './checkout-messages';
import { ContactFields, contactSchema, EMPTY_CONTACT, type Contact } from './contact-fields';
import { saveOrderToken } from './order-tokens';
import {
  confirmStoreSandboxPayment,
  createStoreOrder,
  createStoreOrderIntent,
} from '@/client/api/store-order-calls';

export type CheckoutStage = 'details' | 'pay';
type Step =
  { kind: 'details' } | { kind: 'pay'; order: StoreOrderCreated; intent: PaymentIntentResponse };

function Busy() {
  return (
    <>
      <Loader2 className="animate-spin" aria-hidden />
      <Trans>Processing...</Trans>
    </>
  );
}

export function StoreCheckoutSteps({
  idPrefix,
  lines,
  nameOf = (_, name) => name,
  summary,
  returnPath,
  onPaid,
  onStage,
  onBusy,
}: {
  idPrefix: string;
  lines: readonly SharedCartLine[];
  /** A product's name in the page's language (the lines keep the English one). */
  nameOf?: (productId: number, name: string) => string;
  /** What is bought, above each step: the cart before the order exists, then the server's order. */
  summary: (order: StoreOrderCreated | null) => ReactNode;
  /** Where Stripe returns the browser after the card is confirmed. */
  returnPath: (order: StoreOrderCreated) => string;
  onPaid: (order: StoreOrderCreated) => void;
  onStage?: (stage: CheckoutStage, order: StoreOrderCreated | null) => void;
  /** While a call is in flight the frame should not close. */
  onBusy?: (busy: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [step, setStepState] = useState<Step>({ kind: 'details' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusyState] = useState(false);
  const entry = useCardEntry();
  const business = useBusiness();
  const form = useForm<Contact>({
    resolver: zodResolver(contactSchema(business)),
    defaultValues: EMPTY_CONTACT,
    // Messages change when the details are sent again, not while typing.
    reValidateMode: 'onSubmit',
  });

  const failedCheckout = msg`Failed to initialize checkout. Please try again.`;
  /** A rule's or the server's words in the page's language; products under their shown names. */
  const said = (message: string, fallback = failedCheckout) =>
    checkoutMessage(i18n, message, fallback, (english) => {
      const line = lines.find((candidate) => candidate.name === english);
      return line ? nameOf(line.productId, english) : english;
    });

  const setBusy = (next: boolean) => {
    setBusyState(next);
    onBusy?.(next);
  };
  const setStep = (next: Step) => {
    setStepState(next);
    onStage?.(next.kind, next.kind === 'pay' ? next.order : null);
  };

  const startPayment = async (contact: Contact) => {
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
        locale,
      });
      saveOrderToken(order.reference, order.manageToken);
      const intent = await createStoreOrderIntent(order);
      if (!intent.clientSecret) throw new Error('no client secret');
      setStep({ kind: 'pay', order, intent });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        const fields = error.body?.fieldErrors ?? {};
        for (const key of ['name', 'email', 'phone', 'address', 'notes'] as const) {
          if (fields[key]) form.setError(key, { message: fields[key] });
        }
        setProblem(said(withoutFieldKey(error.serverMessage)));
      } else {
        setProblem(i18n._(failedCheckout));
      }
      toast({
        title: t`Checkout Error`,
        description: i18n._(failedCheckout),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'pay') return;
    const details = entry.check();
    setProblem(null);
    if (!details) return;
    setBusy(true);
    try {
      const result = await confirmStoreSandboxPayment({
        clientSecret: step.intent.clientSecret,
        ...details,
      });
      if (result.status === 'succeeded') {
        setBusy(false);
        onPaid(step.order);
        return;
      }
      const failedPayment = msg`An error occurred while processing your payment.`;
      const message = result.message ? said(result.message, failedPayment) : i18n._(failedPayment);
      setProblem(message);
      toastPaymentFailed(message);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) {
        entry.showServerErrors(error.body?.fieldErrors);
        const message = said(
          withoutFieldKey(error.serverMessage),
          msg`An error occurred while processing your payment.`,
        );
        setProblem(message);
        toastPaymentFailed(message);
      } else {
        toastPaymentError(t`An unexpected error occurred.`);
      }
    } finally {
      setBusy(false);
    }
  };

  if (step.kind === 'details') {
    return (
      <form
        noValidate
        onSubmit={(e) => {
          setProblem(null);
          void form.handleSubmit(startPayment)(e);
        }}
        className="space-y-4"
      >
        {summary(null)}
        <ContactFields idPrefix={idPrefix} form={form} />
        <PaymentAlert message={problem} />
        <Button type="submit" size="lg" className="w-full" disabled={busy || lines.length === 0}>
          {busy ? <Busy /> : t`Continue to Payment`}
        </Button>
      </form>
    );
  }
  if (step.intent.gateway === 'stripe') {
    return (
      <div className="space-y-4">
        {summary(step.order)}
        <StripeCheckout
          clientSecret={step.intent.clientSecret}
          amountCents={step.intent.amountCents}
          returnPath={returnPath(step.order)}
          onBack={() => setStep({ kind: 'details' })}
        />
      </div>
    );
  }
  const amount = formatMoney(step.intent.amountCents, locale);
  return (
    <form noValidate onSubmit={(e) => void pay(e)} className="space-y-4">
      {summary(step.order)}
      {step.intent.testMode && <TestModeNotice title={t`TEST payment: no real card is charged`} />}
      <CardFields idPrefix={`${idPrefix}-card`} {...entry.fields} />
      <PaymentAlert message={problem} />
      <PayButton label={t`Pay ${amount}`} processing={busy} className="w-full" />
    </form>
  );
}
