// The listing's grid. Its first render carries only the first row of cards (the first card's
// image is the page's largest paint); the rest render right after as a transition, which React
// splits into short slices, so the store's first load has no long rendering task (issue 13:
// Lighthouse mobile). Skeletons hold their places meanwhile, so nothing below moves (CLS).
import { Trans } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import type { StoreProduct } from '../lib/catalog';
import { ProductCard, ProductCardSkeleton } from './product-card';

const FIRST_BATCH = 4;
const GRID = 'mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function ProductGridLoading() {
  return (
    <div className={GRID} role="status">
      <span className="sr-only">
        <Trans>Loading products…</Trans>
      </span>
      {Array.from({ length: 8 }, (_, i) => (
        <ProductCardSkeleton key={i} />
      ))}
    </div>
  );
}

export function ProductGrid({
  products,
  showFeatures,
  onAdd,
  onOpenImage,
}: {
  products: readonly StoreProduct[];
  showFeatures: boolean;
  onAdd: (product: StoreProduct) => void;
  onOpenImage: (product: StoreProduct, index: number) => void;
}) {
  const [allRendered, setAllRendered] = useState(false);
  useEffect(() => {
    if (!allRendered) startTransition(() => setAllRendered(true));
  }, [allRendered]);
  const rendered = allRendered ? products : products.slice(0, FIRST_BATCH);
  return (
    <div className={GRID}>
      {rendered.map((product, index) => (
        <ProductCard
          key={product.id}
          priority={index === 0}
          product={product}
          showFeatures={showFeatures}
          onAdd={onAdd}
          onOpenImage={onOpenImage}
        />
      ))}
      {products.slice(rendered.length).map((product) => (
        <ProductCardSkeleton key={product.id} />
      ))}
    </div>
  );
}
