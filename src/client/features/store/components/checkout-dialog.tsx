// Store checkout (store-staff-assistant.md sections 2, 4, 8): the shared checkout steps
// (components/store-checkout) framed by the store's 'Order Summary'. Success empties the cart and
// goes to /mount-depot/success?order={reference} (under /es for a Spanish order, issue 28).
import { useLingui } from '@lingui/react/macro';
import { pathInLocale } from '@/domain/site/locale-paths';
import { storeSuccessPath } from '@/domain/site/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  StoreCheckoutSteps,
  type CheckoutStage,
} from '@/client/components/store-checkout/store-checkout-steps';
import { DialogPanel } from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import { clearSharedCart, type SharedCartLine } from '@/client/lib/shared-cart';
import type { Locale } from '@/domain/site/locales';
import type { StoreOrderCreated } from '@/domain/schemas/store-orders';
import { OrderSummary, orderLines, type NameOf } from './order-summary';

/** The dialog's summary: a sub-heading in a bordered box. */
const SUMMARY = { id: 'order-summary', Heading: 'h3', className: 'border bg-muted/40' } as const;

/**
 * Where the card provider sends the browser back after a redirect: the success page in the
 * order's language. A full URL is built from it, so it carries the /es prefix itself (the
 * router's base applies only to in-app links).
 */
export const storeReturnPath = (reference: string, locale: Locale) =>
  pathInLocale(storeSuccessPath(reference), locale);

/** The cart before the order exists, then the order as the server priced it. */
function summaryOf(
  lines: readonly SharedCartLine[],
  order: StoreOrderCreated | null,
  nameOf: NameOf,
) {
  if (order) {
    return (
      <OrderSummary
        {...SUMMARY}
        lines={orderLines(order.items, nameOf)}
        totalCents={order.totalCents}
      />
    );
  }
  const cart = lines.map((line) => ({
    key: line.id,
    name: nameOf(line.productId, line.name),
    quantity: line.quantity,
    lineCents: line.priceCents * line.quantity,
  }));
  return (
    <OrderSummary
      {...SUMMARY}
      lines={cart}
      totalCents={cart.reduce((sum, line) => sum + line.lineCents, 0)}
    />
  );
}

export default function CheckoutDialog({
  open,
  onOpenChange,
  lines,
  nameOf,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SharedCartLine[];
  /** A product's name in the page's language (the cart and the server keep the English one). */
  nameOf: NameOf;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [stage, setStage] = useState<{ kind: CheckoutStage; order: StoreOrderCreated | null }>({
    kind: 'details',
    order: null,
  });
  const [busy, setBusy] = useState(false);

  const paid = (order: StoreOrderCreated) => {
    toast({ title: t`Payment Successful`, description: t`Thank you for your purchase!` });
    clearSharedCart();
    onOpenChange(false);
    void navigate(storeSuccessPath(order.reference));
  };

  const reference = stage.order?.reference;
  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      className="max-w-xl"
      title={stage.kind === 'details' ? t`Checkout` : t`Payment`}
      description={
        reference
          ? t`Order ${reference}: your items are held for 15 minutes.`
          : t`Your details, then pickup or free local delivery. Prices are confirmed by our server.`
      }
    >
      <StoreCheckoutSteps
        idPrefix="checkout"
        lines={lines}
        nameOf={nameOf}
        summary={(order) => summaryOf(lines, order, nameOf)}
        returnPath={(order) => storeReturnPath(order.reference, locale)}
        onPaid={paid}
        onStage={(kind, order) => setStage({ kind, order })}
        onBusy={setBusy}
      />
    </DialogPanel>
  );
}
