// The cart panel (store-staff-assistant.md sections 2, 4): lines with image, name, unit price,
// minus and plus; a total; 'Your cart is empty'; 'Proceed to Checkout'. The lines are the shared
// cart's, so the TV builder in another tab shows the same.
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import {
  cartTotalCents,
  MAX_LINE_QUANTITY,
  setSharedCartQuantity,
  type SharedCartLine,
} from '@/client/lib/shared-cart';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import { SafeImage } from '@/client/components/store/safe-image';

/** Loaded on the cart's first opening (store-page.tsx), so the listing's first load skips it. */
export default function CartPanel({
  open,
  onOpenChange,
  lines,
  nameOf,
  outOfStock,
  onCheckout,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SharedCartLine[];
  /** A line's name in the page's language (the cart keeps the English one). */
  nameOf: (productId: number, name: string) => string;
  /** Products the store has none of now: shown, and checkout waits until they are removed. */
  outOfStock: ReadonlySet<number>;
  onCheckout: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const blocked = lines.some((line) => outOfStock.has(line.productId));
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      className="top-0 right-0 left-auto h-dvh max-h-none w-full max-w-md translate-x-0 translate-y-0 grid-cols-[minmax(0,1fr)] content-start rounded-none sm:w-[28rem]"
      title={t`Shopping Cart`}
      description={t`Items here are also in your TV mounting checkout.`}
    >
      {lines.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">
          <Trans>Your cart is empty</Trans>
        </p>
      ) : (
        <>
          <ul className="divide-y">
            {lines.map((line) => {
              const name = nameOf(line.productId, line.name);
              const price = formatMoney(line.priceCents, locale);
              return (
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
                    <p className="truncate font-medium">{name}</p>
                    <p className="text-sm text-muted-foreground">
                      <Trans>{price} each</Trans>
                    </p>
                    {outOfStock.has(line.productId) && (
                      <p className="text-sm font-medium text-destructive">
                        <Trans>Out of Stock</Trans>
                      </p>
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
                          ? t`Remove ${name} from cart`
                          : t`Decrease quantity of ${name}`
                      }
                    >
                      {line.quantity === 1 ? (
                        <Trash2 className="size-4" aria-hidden />
                      ) : (
                        <Minus className="size-4" aria-hidden />
                      )}
                    </Button>
                    <span className="w-7 text-center tabular-nums">
                      <span className="sr-only">
                        <Trans>Quantity of {name}:</Trans>{' '}
                      </span>
                      {line.quantity}
                    </span>
                    <Button
                      size="icon"
                      variant="outline"
                      className="size-8"
                      disabled={line.quantity >= MAX_LINE_QUANTITY}
                      onClick={() => setSharedCartQuantity(line.productId, line.quantity + 1)}
                      aria-label={t`Increase quantity of ${name}`}
                    >
                      <Plus className="size-4" aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="flex items-center justify-between border-t pt-4 text-lg font-semibold">
            <span>
              <Trans>Total</Trans>
            </span>
            <span data-testid="cart-total">{formatMoney(cartTotalCents(lines), locale)}</span>
          </div>
          {blocked && (
            <p role="alert" className="text-sm font-medium text-destructive">
              <Trans>Some products are out of stock. Remove them to continue.</Trans>
            </p>
          )}
          <Button size="lg" disabled={blocked} onClick={onCheckout}>
            <Trans>Proceed to Checkout</Trans>
          </Button>
        </>
      )}
    </DialogPanel>
  );
}
