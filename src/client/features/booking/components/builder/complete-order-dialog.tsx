// The builder's in-page checkout (booking-flow.md section 2 screen 4, section 4 "Checkout from
// builder"): opened by 'Complete Order (N items, $total)' when the shared cart holds store
// products. The order summary is split into 'TV Mounting Services' and 'Installation Products';
// 'Payment Information' pays the products as a store order (the server prices it and holds its
// stock, docs/decisions/014). The TV mounting needs a date before it can be paid, so success
// completes the builder: the customer goes on to book it, without the products already bought.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StoreCheckoutSteps } from '@/client/components/store-checkout/store-checkout-steps';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { toast } from '@/client/components/ui/use-toast';
import { clearSharedCart, useSharedCart } from '@/client/lib/shared-cart';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Quote } from '@/domain/schemas/quote';
import type { StoreOrderCreated } from '@/domain/schemas/store-orders';

type Line = { key: string; name: string; quantity: number; cents: number };

function SummaryPart({
  id,
  title,
  lines,
  subtotalLabel,
  subtotalCents,
  empty,
}: {
  id: string;
  title: string;
  lines: readonly Line[];
  subtotalLabel: string;
  subtotalCents: number;
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-1 font-semibold">
        {title}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {lines.map((line) => (
            <li key={line.key} className="flex justify-between gap-3">
              <span>
                {line.name}
                {line.quantity > 1 && ` x ${line.quantity}`}
              </span>
              <span className="tabular-nums">{formatMoney(line.cents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 flex justify-between border-t pt-1 text-sm font-medium">
        <span>{subtotalLabel}</span>
        <span className="tabular-nums">{formatMoney(subtotalCents)}</span>
      </p>
    </section>
  );
}

/** The TVs (after the multi-TV discount), one-time fees and additional services of the quote. */
function serviceLines(quote: Quote): Line[] {
  return [
    ...quote.tvs.map((tv) => ({
      key: `tv-${tv.index}`,
      name: `TV ${tv.index + 1}: ${tv.room}`,
      quantity: 1,
      cents: tv.totalCents,
    })),
    ...(quote.discountCents > 0
      ? [
          {
            key: 'discount',
            name: 'Multi-TV discount (10%)',
            quantity: 1,
            cents: -quote.discountCents,
          },
        ]
      : []),
    ...quote.oneTimeFees.map((fee) => ({
      key: fee.key,
      name: fee.label,
      quantity: 1,
      cents: fee.cents,
    })),
    ...quote.services.map((s) => ({
      key: `${s.type}-${s.option}`,
      name: s.label,
      quantity: s.quantity,
      cents: s.totalCents,
    })),
  ];
}

export default function CompleteOrderDialog({
  open,
  onOpenChange,
  quote,
  onCompleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: Quote;
  /** The builder goes on (to book the TV mounting); undefined when nothing is left to book. */
  onCompleted: (() => void) | undefined;
}) {
  const navigate = useNavigate();
  const cart = useSharedCart();
  const [order, setOrder] = useState<StoreOrderCreated | null>(null);
  const [busy, setBusy] = useState(false);

  const servicesCents = quote.totalCents - quote.productsTotalCents;
  // Before the order exists the cart's prices; then the server's, which are the ones charged.
  const products: Line[] = order
    ? order.items.map((item) => ({
        key: String(item.productId),
        name: item.name,
        quantity: item.quantity,
        cents: item.lineTotalCents,
      }))
    : cart.map((line) => ({
        key: line.id,
        name: line.name,
        quantity: line.quantity,
        cents: line.priceCents * line.quantity,
      }));
  const productsCents = order
    ? order.totalCents
    : products.reduce((sum, line) => sum + line.cents, 0);

  const paid = (paidOrder: StoreOrderCreated) => {
    toast({
      title: 'Payment Successful',
      description: 'Your payment has been processed successfully.',
    });
    // The products are bought: they leave the cart, so the booking does not charge them again.
    clearSharedCart();
    onOpenChange(false);
    if (onCompleted) onCompleted();
    else void navigate(`/mount-depot/success?order=${encodeURIComponent(paidOrder.reference)}`);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-h-[92dvh] max-w-xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Complete Your Order</DialogTitle>
          <DialogDescription>
            {servicesCents > 0
              ? 'Pay for your installation products here. Your TV mounting is booked next and paid when you pick its time.'
              : 'Pay for your installation products here.'}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4 rounded-lg border bg-muted/40 p-4">
          <SummaryPart
            id="summary-services"
            title="TV Mounting Services"
            lines={serviceLines(quote)}
            subtotalLabel="Services Subtotal"
            subtotalCents={servicesCents}
            empty="No TV mounting in this order."
          />
          <SummaryPart
            id="summary-products"
            title="Installation Products"
            lines={products}
            subtotalLabel="Products Subtotal"
            subtotalCents={productsCents}
            empty="No products in this order."
          />
          <p className="flex justify-between border-t pt-2 text-base font-bold">
            <span>Total</span>
            <span className="tabular-nums" data-testid="complete-order-total">
              {formatMoney(servicesCents + productsCents)}
            </span>
          </p>
          {servicesCents > 0 && (
            <p className="text-sm text-muted-foreground">
              Due now: {formatMoney(productsCents)} for the products. The TV mounting (
              {formatMoney(servicesCents)}) is paid when you book it: card, Afterpay or cash.
            </p>
          )}
        </div>
        <section aria-labelledby="payment-information" className="space-y-3">
          <h3 id="payment-information" className="font-semibold">
            Payment Information
          </h3>
          <StoreCheckoutSteps
            idPrefix="complete-order"
            lines={cart}
            summary={() => null}
            returnPath={(placed) =>
              `/mount-depot/success?order=${encodeURIComponent(placed.reference)}`
            }
            onPaid={paid}
            onStage={(_, placed) => setOrder(placed)}
            onBusy={setBusy}
          />
        </section>
        <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
          Cancel &amp; Go Back
        </Button>
      </DialogContent>
    </Dialog>
  );
}
