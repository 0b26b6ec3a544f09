// The builder's in-page checkout (booking-flow.md section 2 screen 4, section 4 "Checkout from
// builder"): opened by 'Complete Order (N items, $total)' when the shared cart holds store
// products. The order summary is split into 'TV Mounting Services' and 'Installation Products'.
// The products are part of the booking (decisions.md "What the turn-3 walk-throughs settled",
// issue 26): priced by the server, reserved and paid with it, brought and installed by the
// technician. So the dialog never makes a separate store order: it goes on to book everything.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { useLocale } from '@/client/i18n/use-locale';
import { setSharedCartQuantity } from '@/client/lib/shared-cart';
import { formatMoney } from '@/domain/pricing/format-money';
import type { Quote } from '@/domain/schemas/quote';
import type { CartProduct } from '../../state/booking-state';
import { useTvLabel } from './use-tv-label';

type Line = {
  key: string;
  name: string;
  quantity: number;
  cents: number;
  /** Shown under the line: an out-of-stock product, a mount that covers a TV's. */
  note?: string | undefined;
  /** A product the store has none of: the customer removes it before going on. */
  onRemove?: (() => void) | undefined;
};

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
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-1 font-semibold">
        {title}
      </h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {lines.map(({ name, ...line }) => (
            <li key={line.key}>
              <div className="flex justify-between gap-3">
                <span>
                  {name}
                  {line.quantity > 1 && ` x ${line.quantity}`}
                </span>
                <span className="tabular-nums">{formatMoney(line.cents, locale)}</span>
              </div>
              {line.note && <p className="text-xs text-muted-foreground">{line.note}</p>}
              {line.onRemove && (
                <p className="flex items-center justify-between gap-2 text-sm">
                  <span className="font-medium text-destructive">
                    <Trans>Out of Stock</Trans>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Remove ${name}`}
                    onClick={line.onRemove}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 flex justify-between border-t pt-1 text-sm font-medium">
        <span>{subtotalLabel}</span>
        <span className="tabular-nums">{formatMoney(subtotalCents, locale)}</span>
      </p>
    </section>
  );
}

/** The TVs (after the multi-TV discount), one-time fees and additional services of the quote. */
function serviceLines(
  quote: Quote,
  words: { tvLabel: (number: number, room: string) => string; discount: string },
): Line[] {
  return [
    ...quote.tvs.map((tv) => ({
      key: `tv-${tv.index}`,
      name: words.tvLabel(tv.index + 1, tv.room),
      quantity: 1,
      cents: tv.totalCents,
      // A mount from the cart replaced this TV's (domain/pricing/cart-mounts.ts): say so.
      note: tv.parts.find((part) => part.key === 'mount' && part.cents === 0)?.label,
    })),
    ...(quote.discountCents > 0
      ? [
          {
            key: 'discount',
            name: words.discount,
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

/** The products as the server will price them; an out-of-stock one offers its removal. */
function productLines(quote: Quote, products: readonly CartProduct[]): Line[] {
  return quote.products.map((line) => {
    const outOfStock = products.find((p) => p.productId === line.productId)?.inStock === false;
    return {
      key: `product-${line.productId}`,
      name: line.name,
      quantity: line.quantity,
      cents: line.totalCents,
      onRemove: outOfStock ? () => setSharedCartQuantity(line.productId, 0) : undefined,
    };
  });
}

export default function CompleteOrderDialog({
  open,
  onOpenChange,
  quote,
  products,
  onContinue,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The live quote, with the store's current product prices. */
  quote: Quote;
  products: readonly CartProduct[];
  /** Goes on to book the installation with the products. */
  onContinue: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const tvLabel = useTvLabel();
  const servicesCents = quote.totalCents - quote.productsTotalCents;
  const lines = productLines(quote, products);
  const outOfStock = lines.some((line) => line.onRemove);
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[92dvh] max-w-xl overflow-y-auto"
      title={t`Complete Your Order`}
      description={t`Your technician brings the installation products and installs them at your appointment.`}
    >
      <div className="space-y-4 rounded-lg border bg-muted/40 p-4">
        <SummaryPart
          id="summary-services"
          title={t`TV Mounting Services`}
          lines={serviceLines(quote, { tvLabel, discount: t`Multi-TV discount (10%)` })}
          subtotalLabel={t`Services Subtotal`}
          subtotalCents={servicesCents}
          empty={t`No TV mounting in this order: the technician installs the products.`}
        />
        <SummaryPart
          id="summary-products"
          title={t`Installation Products`}
          lines={lines}
          subtotalLabel={t`Products Subtotal`}
          subtotalCents={quote.productsTotalCents}
          empty={t`No products in this order.`}
        />
        <p className="flex justify-between border-t pt-2 text-base font-bold">
          <span>
            <Trans>Total</Trans>
          </span>
          <span className="tabular-nums" data-testid="complete-order-total">
            {formatMoney(quote.totalCents, locale)}
          </span>
        </p>
      </div>
      <section aria-labelledby="payment-information" className="space-y-2">
        <h3 id="payment-information" className="font-semibold">
          <Trans>Payment Information</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Nothing is charged yet. Pick your appointment time next, then pay the whole order
            together: by card at checkout, with Afterpay, or in cash when the job is done.
          </Trans>
        </p>
        {outOfStock && (
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>Some products are out of stock. Remove them to continue.</Trans>
          </p>
        )}
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Cancel &amp; Go Back</Trans>
        </Button>
        <Button disabled={outOfStock || quote.totalCents === 0} onClick={onContinue}>
          <Trans>Continue to Booking</Trans>
        </Button>
      </div>
    </DialogPanel>
  );
}
