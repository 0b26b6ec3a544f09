// The cart panel (store-staff-assistant.md sections 2, 4): lines with image, name, unit price,
// minus and plus; a total; 'Your cart is empty'; 'Proceed to Checkout'. The lines are the shared
// cart's, so the TV builder in another tab shows the same.
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import {
  cartTotalCents,
  MAX_LINE_QUANTITY,
  setSharedCartQuantity,
  type SharedCartLine,
} from '@/client/lib/shared-cart';
import { formatMoney } from '@/domain/pricing/format-money';
import { SafeImage } from '@/client/components/store/safe-image';

/** Loaded on the cart's first opening (store-page.tsx), so the listing's first load skips it. */
export default function CartPanel({
  open,
  onOpenChange,
  lines,
  outOfStock,
  onCheckout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SharedCartLine[];
  /** Products the store has none of now: shown, and checkout waits until they are removed. */
  outOfStock: ReadonlySet<number>;
  onCheckout: () => void;
}) {
  const blocked = lines.some((line) => outOfStock.has(line.productId));
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      className="top-0 right-0 left-auto h-dvh max-h-none w-full max-w-md translate-x-0 translate-y-0 grid-cols-[minmax(0,1fr)] content-start rounded-none sm:w-[28rem]"
      title="Shopping Cart"
      description="Items here are also in your TV mounting checkout."
    >
      {lines.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">Your cart is empty</p>
      ) : (
        <>
          <ul className="divide-y">
            {lines.map((line) => (
              <li key={line.id} className="flex items-center gap-3 py-3">
                <SafeImage
                  src={line.image}
                  alt=""
                  width={56}
                  height={56}
                  fallbackSize={[56, 56]}
                  className="size-14 shrink-0 rounded border bg-muted object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{line.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatMoney(line.priceCents)} each
                  </p>
                  {outOfStock.has(line.productId) && (
                    <p className="text-sm font-medium text-destructive">Out of Stock</p>
                  )}
                </div>
                <div className="flex items-center gap-1">
                  <Button
                    size="icon"
                    variant="outline"
                    className="size-8"
                    onClick={() => setSharedCartQuantity(line.productId, line.quantity - 1)}
                    aria-label={
                      line.quantity === 1
                        ? `Remove ${line.name} from cart`
                        : `Decrease quantity of ${line.name}`
                    }
                  >
                    {line.quantity === 1 ? (
                      <Trash2 className="size-4" aria-hidden />
                    ) : (
                      <Minus className="size-4" aria-hidden />
                    )}
                  </Button>
                  <span className="w-7 text-center tabular-nums">
                    <span className="sr-only">Quantity of {line.name}: </span>
                    {line.quantity}
                  </span>
                  <Button
                    size="icon"
                    variant="outline"
                    className="size-8"
                    disabled={line.quantity >= MAX_LINE_QUANTITY}
                    onClick={() => setSharedCartQuantity(line.productId, line.quantity + 1)}
                    aria-label={`Increase quantity of ${line.name}`}
                  >
                    <Plus className="size-4" aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between border-t pt-4 text-lg font-semibold">
            <span>Total</span>
            <span data-testid="cart-total">{formatMoney(cartTotalCents(lines))}</span>
          </div>
          {blocked && (
            <p role="alert" className="text-sm font-medium text-destructive">
              Some products are out of stock. Remove them to continue.
            </p>
          )}
          <Button size="lg" disabled={blocked} onClick={onCheckout}>
            Proceed to Checkout
          </Button>
        </>
      )}
    </DialogPanel>
  );
}
