// The store's product list as the screens use it: image lists resolved, the built-in fallback
// list (store-staff-assistant.md section 3), search, category and sort (section 5, 2).
import {
  FALLBACK_PRODUCTS,
  PRODUCT_CATEGORY_LABELS,
  type ProductCategory,
} from '@/domain/catalog/products';
import type { Product } from '@/domain/schemas/products';
import { productImages } from '@/client/components/store/product-images';

export const FIXED_RATING = 4.0;

export type StoreProduct = Product & { images: string[] };

export function toStoreProduct(product: Product): StoreProduct {
  return { ...product, images: productImages(product.imageUrl) };
}

/**
 * The built-in list shown when the products call fails. The seed inserts the same list in this
 * order, so on the shop's own database the ids match.
 */
export const FALLBACK_STORE_PRODUCTS: readonly StoreProduct[] = FALLBACK_PRODUCTS.map(
  (product, index) => ({
    id: index + 1,
    name: product.name,
    description: product.description,
    // The Spanish words come from the server (products.name_es); the fallback has none.
    nameEs: null,
    descriptionEs: null,
    category: product.category,
    price: product.priceCents,
    imageUrl: product.images.join(','),
    images: [...product.images],
    inStock: product.inStock,
    features: [...product.features],
    tags: [...product.tags],
    rating: product.rating,
    reviews: product.reviews,
  }),
);

export function categoryLabel(category: string): string {
  return PRODUCT_CATEGORY_LABELS[category as ProductCategory] ?? category;
}

export const SORTS = [
  { value: 'name', label: 'Name A-Z' },
  { value: 'price-asc', label: 'Price low to high' },
  { value: 'price-desc', label: 'Price high to low' },
  { value: 'rating', label: 'Highest rated' },
] as const;
export type SortKey = (typeof SORTS)[number]['value'];

export type ProductFilter = {
  search: string;
  /** 'all' or a category. */
  category: string;
  /** Also match tags (the /store variant). */
  matchTags?: boolean;
};

/** Case-insensitive match on name or description (and tags); the category must match or be all. */
export function filterProducts<T extends Product>(list: readonly T[], filter: ProductFilter): T[] {
  const needle = filter.search.trim().toLowerCase();
  return list.filter((product) => {
    if (filter.category !== 'all' && product.category !== filter.category) return false;
    if (!needle) return true;
    const haystack = [
      product.name,
      product.description,
      ...(filter.matchTags ? product.tags : []),
    ].map((text) => text.toLowerCase());
    return haystack.some((text) => text.includes(needle));
  });
}

export function sortProducts<T extends Product>(list: readonly T[], sort: SortKey): T[] {
  const sorted = [...list];
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  switch (sort) {
    case 'price-asc':
      return sorted.sort((a, b) => a.price - b.price || byName(a, b));
    case 'price-desc':
      return sorted.sort((a, b) => b.price - a.price || byName(a, b));
    case 'rating':
      return sorted.sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b));
    default:
      return sorted.sort(byName);
  }
}

/** The distinct categories in the list, in the order they first appear. */
export function categoriesOf(list: readonly Product[]): string[] {
  return [...new Set(list.map((product) => product.category))];
}

/** The first 3 features, and how many more there are ('+N more'). */
export function featurePreview(features: readonly string[], shown = 3) {
  return { shown: features.slice(0, shown), more: Math.max(0, features.length - shown) };
}

/** A file name for the saved AR picture: 'full-motion-tv-mount-ar-preview.png'. */
export function arFileName(productName: string): string {
  const slug = productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'product'}-ar-preview.png`;
}

/** The /store variant's fixed list, in the spec's order. */
export const STORE_CATEGORIES: readonly ProductCategory[] = [
  'mounts',
  'cables',
  'shelving',
  'lighting',
  'cameras',
];
