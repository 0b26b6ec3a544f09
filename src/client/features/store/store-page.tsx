// The store: /mount-depot (Mount Depot) and /store (Installation Products Store), as
// store-staff-assistant.md section 2 describes them. One screen, two variants; the cart is the
// shared one (src/client/lib/shared-cart.ts). The viewer, AR preview and checkout load on use.
// Server rendered in both languages: its words come from useLingui, never the global `t`.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { useLocale } from '@/client/i18n/use-locale';
import {
  addToSharedCart,
  cartItemCount,
  syncSharedCartPrices,
  useSharedCart,
} from '@/client/lib/shared-cart';
import { pagePath, tvBuilderPath } from '@/domain/site/paths';
import { productsQueryOptions, startProductsRequest } from './api/store-api';
import { InstallationCta } from './components/installation-cta';
import { ProductGrid, ProductGridLoading } from './components/product-grid';
import { StoreFilters } from './components/store-filters';
import { productName } from '@/domain/catalog/products';
import {
  categoriesOf,
  fallbackStoreProducts,
  filterProducts,
  sortProducts,
  STORE_CATEGORIES,
  type SortKey,
  type StoreProduct,
} from './lib/catalog';
import { placeholderImage } from '@/client/components/store/product-images';
import { loadSpanishStoreWords, useSpanishStoreWords } from './lib/spanish-words';
import { pageLocale } from '@/client/i18n/catalogs';

// Loaded on first use, so the listing's first render carries none of them (issue 13: the
// store's Lighthouse mobile performance; the viewer is its own chunk, STYLE.md).
const CartPanel = lazy(() => import('./components/cart-panel'));
const ZoomViewer = lazy(() => import('./components/zoom-viewer'));
const ArPreview = lazy(() => import('./components/ar-preview'));
const CheckoutDialog = lazy(() => import('./components/checkout-dialog'));

startProductsRequest();
// A Spanish page's category and built-in product names start loading with the store's code.
if (pageLocale() === 'es') void loadSpanishStoreWords();

export type StoreVariant = 'mount-depot' | 'store';

type Viewing = { product: StoreProduct; index: number; mode: 'zoom' | 'ar' };

export function StorePage({ variant }: { variant: StoreVariant }) {
  const isDepot = variant === 'mount-depot';
  const { t } = useLingui();
  const locale = useLocale();
  const spanish = useSpanishStoreWords(locale);
  const navigate = useNavigate();
  const products = useQuery(productsQueryOptions);
  const cart = useSharedCart();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [sort, setSort] = useState<SortKey>('name');
  const [cartOpen, setCartOpen] = useState(false);
  // Mounted from the first opening on, so closing it animates and reopening is instant.
  const [cartLoaded, setCartLoaded] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [viewing, setViewing] = useState<Viewing | null>(null);

  const failed = products.isError || (products.isSuccess && products.data.length === 0);
  const all = useMemo(
    () => (failed ? fallbackStoreProducts(spanish) : (products.data ?? [])),
    [failed, products.data, spanish],
  );
  const categories = isDepot ? categoriesOf(all) : [...STORE_CATEGORIES];
  const shown = useMemo(() => {
    const filtered = filterProducts(all, { search, category, matchTags: !isDepot, locale });
    return isDepot ? filtered : sortProducts(filtered, sort, locale);
  }, [all, search, category, sort, isDepot, locale]);
  const count = cartItemCount(cart);
  const shownCount = shown.length;
  const totalCount = all.length;
  // The shared cart keeps the English names (the builder and the server read them); the page
  // shows each line under the name of its language.
  const names = useMemo(
    () => new Map(all.map((product) => [product.id, productName(product, locale)])),
    [all, locale],
  );
  const nameOf = (productId: number, name: string) => names.get(productId) ?? name;
  // The cart shows the server's current prices and stock (issue 26): the list is read again when
  // the cart or the checkout opens, and the cart follows it.
  useEffect(() => {
    if (products.data && !failed) syncSharedCartPrices(products.data);
  }, [products.data, failed]);
  const outOfStock = useMemo(
    () => new Set(failed ? [] : all.filter((p) => !p.inStock).map((p) => p.id)),
    [all, failed],
  );
  const refreshProducts = () => void products.refetch();

  const add = (product: StoreProduct) => {
    if (!product.inStock) return;
    addToSharedCart({
      id: product.id,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? placeholderImage(),
    });
    const name = productName(product, locale);
    toast({ title: t`Added to Cart`, description: t`${name} added to cart and TV builder` });
  };

  const backToBuilder = () => {
    // The builder opened the store in a new tab: closing it returns there. A store opened
    // directly cannot close itself, so it goes to the builder's TV step instead (issue 27: it
    // once went to '/book/builder', no step, and the booking started over).
    window.close();
    void navigate(tvBuilderPath());
  };

  const viewed = viewing ? (viewing.product.images[viewing.index] ?? placeholderImage()) : '';
  const viewedName = viewing ? productName(viewing.product, locale) : '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-3">
        {isDepot ? (
          <Button variant="outline" onClick={backToBuilder}>
            <ArrowLeft className="size-4" aria-hidden />
            <Trans>Back to TV Builder</Trans>
          </Button>
        ) : (
          <Link to={pagePath('home')} className={buttonClass({ variant: 'outline' })}>
            <ArrowLeft className="size-4" aria-hidden />
            <Trans>Back to TV Builder</Trans>
          </Link>
        )}
        <h1 className="mr-auto text-2xl font-bold sm:text-3xl">
          {isDepot ? 'Mount Depot' : t`Installation Products Store`}
        </h1>
        <Button
          onClick={() => {
            refreshProducts();
            setCartLoaded(true);
            setCartOpen(true);
          }}
          disabled={count === 0}
          aria-label={t`Cart, ${plural(count, { one: '# item', other: '# items' })}`}
        >
          <ShoppingCart className="size-4" aria-hidden />
          <Trans>Cart ({count})</Trans>
        </Button>
      </div>

      {count > 0 && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950"
        >
          <Trans>
            Products added here will be included in your TV mounting checkout ({count} items total)
          </Trans>
        </p>
      )}
      {failed && !products.isPending && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <Trans>
            Failed to fetch products. Showing our standard catalogue; prices are confirmed at
            checkout.
          </Trans>
        </p>
      )}

      <StoreFilters
        isDepot={isDepot}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
        categories={categories}
        category={category}
        onCategory={setCategory}
        spanish={spanish}
      />

      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        <Trans>
          Showing {shownCount} of {totalCount} products
        </Trans>
      </p>

      {products.isPending ? (
        <ProductGridLoading />
      ) : shown.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-lg font-semibold">
            <Trans>No products found</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Try adjusting your search or filter to find what you need.</Trans>
          </p>
        </div>
      ) : (
        <ProductGrid
          products={shown}
          showFeatures={!isDepot}
          onAdd={add}
          onOpenImage={(p, index) => setViewing({ product: p, index, mode: 'zoom' })}
        />
      )}

      {!isDepot && <InstallationCta />}

      <Suspense fallback={null}>
        {cartLoaded && (
          <CartPanel
            open={cartOpen}
            onOpenChange={setCartOpen}
            lines={cart}
            nameOf={nameOf}
            outOfStock={outOfStock}
            onCheckout={() => {
              refreshProducts();
              setCartOpen(false);
              setCheckoutOpen(true);
            }}
          />
        )}
        {checkoutOpen && (
          <CheckoutDialog
            open={checkoutOpen}
            onOpenChange={setCheckoutOpen}
            lines={cart}
            nameOf={nameOf}
          />
        )}
        {viewing?.mode === 'zoom' && (
          <ZoomViewer
            open
            onOpenChange={(open) => !open && setViewing(null)}
            name={viewedName}
            image={viewed}
            onArPreview={() => setViewing({ ...viewing, mode: 'ar' })}
          />
        )}
        {viewing?.mode === 'ar' && (
          <ArPreview
            open
            onOpenChange={(open) => !open && setViewing(null)}
            name={viewedName}
            image={viewing.product.images[0] ?? placeholderImage()}
          />
        )}
      </Suspense>
    </div>
  );
}

export default function MountDepotPage() {
  return <StorePage variant="mount-depot" />;
}
