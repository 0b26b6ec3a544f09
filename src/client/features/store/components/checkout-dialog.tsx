// Store checkout (store-staff-assistant.md sections 2, 4, 8): the shared checkout steps
// (components/store-checkout) framed by the store's 'Order Summary'. Success empties the cart and
// goes to /mount-depot/success?order={reference}.
import { storeSuccessPath } from '@/domain/site/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  StoreCheckoutSteps,
  type CheckoutStage,
} from '@/client/components/store-checkout/store-checkout-steps';
import { DialogPanel } from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { clearSharedCart, type SharedCartLine } from '@/client/lib/shared-cart';
import type { StoreOrderCreated } from '@/domain/schemas/store-orders';
import { OrderSummary, orderLines } from './order-summary';

/** The dialog's summary: a sub-heading in a bordered box. */
const SUMMARY = { id: 'order-summary', Heading: 'h3', className: 'border bg-muted/40' } as const;

/** The cart before the order exists, then the order as the server priced it. */
function summaryOf(lines: readonly SharedCartLine[], order: StoreOrderCreated | null) {
  if (order) {
    return (
      <OrderSummary {...SUMMARY} lines={orderLines(order.items)} totalCents={order.totalCents} />
    );
  }
  const cart = lines.map((line) => ({
    key: line.id,
    name: line.name,
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SharedCartLine[];
}) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<{ kind: CheckoutStage; order: StoreOrderCreated | null }>({
    kind: 'details',
    order: null,
  });
  const [busy, setBusy] = useState(false);

  const paid = (order: StoreOrderCreated) => {
    toast({ title: 'Payment Successful', description: 'Thank you for your purchase!' });
    clearSharedCart();
    onOpenChange(false);
    void navigate(storeSuccessPath(order.reference));
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      className="max-w-xl"
      title={stage.kind === 'details' ? 'Checkout' : 'Payment'}
      description={
        stage.order
          ? `Order ${stage.order.reference}: your items are held for 15 minutes.`
          : 'Your details, then pickup or free local delivery. Prices are confirmed by our server.'
      }
    >
      <StoreCheckoutSteps
        idPrefix="checkout"
        lines={lines}
        summary={(order) => summaryOf(lines, order)}
        returnPath={(order) => storeSuccessPath(order.reference)}
        onPaid={paid}
        onStage={(kind, order) => setStage({ kind, order })}
        onBusy={setBusy}
      />
    </DialogPanel>
  );
}
