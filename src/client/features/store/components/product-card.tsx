// A product card (store-staff-assistant.md section 2): image slider, name, description, the fixed
// 4.0 rating, price, an 'Out of Stock' overlay with a disabled Add to Cart. The /store variant
// lists the first 3 features and '+N more'.
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, ShoppingCart, Star } from 'lucide-react';
import { SeeItOnYourWallButton } from '@/client/components/see-it-on-your-wall/see-it-on-your-wall-button';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import { formatMoney } from '@/domain/pricing/format-money';
import { productDescription, productName } from '@/domain/catalog/products';
import {
  categoryLabel,
  featurePreview,
  FIXED_RATING,
  productFeatures,
  type StoreProduct,
} from '../lib/catalog';
import { productMountType } from '../lib/product-mount-type';
import { useSpanishStoreWords } from '../lib/spanish-words';
import { ImageSlider } from './image-slider';

/** The store knows no TV: a mount is shown on a 65-inch one, the exact size field changes it. */
const STORE_PREVIEW_INCHES = 65;

export function ProductCard({
  product,
  showFeatures,
  onAdd,
  onOpenImage,
  priority = false,
}: {
  product: StoreProduct;
  /** The first card: its image is fetched eagerly with high priority (the LCP). */
  priority?: boolean;
  showFeatures: boolean;
  onAdd: (product: StoreProduct) => void;
  onOpenImage: (product: StoreProduct, index: number) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const spanish = useSpanishStoreWords(locale);
  const { shown, more } = featurePreview(productFeatures(product, spanish));
  const name = productName(product, locale);
  const rating = FIXED_RATING.toFixed(1);
  const action = product.inStock ? t`Add to Cart` : t`Out of Stock`;
  const headingId = `product-${product.id}-name`;
  const mountType = productMountType(product);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm"
    >
      <div className="relative p-3 pb-0">
        <ImageSlider
          images={product.images}
          name={name}
          onOpen={(index) => onOpenImage(product, index)}
          priority={priority}
        />
        {!product.inStock && (
          <div className="pointer-events-none absolute inset-3 bottom-auto grid aspect-[4/3] place-items-center rounded-md bg-black/55">
            <span className="rounded bg-red-700 px-3 py-1 text-sm font-bold text-white">
              <Trans>Out of Stock</Trans>
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {categoryLabel(product.category, spanish)}
        </p>
        <h2 id={headingId} className="text-lg leading-snug font-semibold">
          {name}
        </h2>
        <p className="text-sm text-muted-foreground">{productDescription(product, locale)}</p>
        <div className="flex items-center gap-2">
          <span className="flex gap-0.5 text-amber-500" aria-hidden>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} className={n <= FIXED_RATING ? 'size-4 fill-current' : 'size-4'} />
            ))}
          </span>
          <span className="text-sm text-muted-foreground">
            <Trans>
              <span className="sr-only">Rated </span>
              {rating}
              <span className="sr-only"> out of 5 stars</span>
            </Trans>
          </span>
        </div>
        {showFeatures && shown.length > 0 && (
          <ul className="space-y-1 text-sm">
            {shown.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
                {feature}
              </li>
            ))}
            {more > 0 && (
              <li className="pl-6 text-muted-foreground">
                <Trans>+{more} more</Trans>
              </li>
            )}
          </ul>
        )}
        {mountType && (
          <SeeItOnYourWallButton
            inches={STORE_PREVIEW_INCHES}
            mount={mountType}
            label={`${t`See it on your wall`}: ${name}`}
            className="self-start"
          />
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-xl font-bold">{formatMoney(product.price, locale)}</p>
          <Button
            onClick={() => onAdd(product)}
            disabled={!product.inStock}
            // The visible words first, then which product (WCAG 2.5.3: a voice user says what
            // they see).
            aria-label={`${action}: ${name}`}
          >
            <ShoppingCart className="size-4" aria-hidden />
            {action}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** A card's shape while the list loads: the same image box and about the same height. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-sm">
      <div className="p-3 pb-0">
        <div className="aspect-[4/3] rounded-md bg-muted" />
      </div>
      <div className="flex flex-col gap-3 p-4">
        <div className="h-3 w-1/3 rounded bg-muted" />
        <div className="h-5 w-3/4 rounded bg-muted" />
        <div className="h-10 rounded bg-muted" />
        <div className="h-4 w-1/2 rounded bg-muted" />
        <div className="mt-2 h-10 rounded bg-muted" />
      </div>
    </div>
  );
}
