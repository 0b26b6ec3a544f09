// The store's product list as the screens use it: image lists resolved, the built-in fallback
// list (store-staff-assistant.md section 3), search, category and sort (section 5, 2), each in
// the page's language (issue 28: a Spanish page shows a product's Spanish name and description).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  FALLBACK_PRODUCTS,
  PRODUCT_CATEGORY_LABELS,
  productFeatures as builtInProductFeatures,
  productName,
  type ProductWords,
  type ProductCategory,
} from '@/domain/catalog/products';
import type { Locale } from '@/domain/site/locales';
import type { Product } from '@/domain/schemas/products';
import { productImages } from '@/client/components/store/product-images';
import type { SpanishStoreWords } from './spanish-words';

export const FIXED_RATING = 4.0;

export type StoreProduct = Product & { images: string[] };

/**
 * The product's features, in Spanish with the Spanish words while they are still a built-in
 * product's own lines (the domain's productFeatures: lines staff rewrote show as they wrote them).
 * A product from the server carries no slug, so the built-in one is found by its lines.
 */
export function productFeatures(
  product: Pick<Product, 'features'>,
  spanish?: SpanishStoreWords | null,
): readonly string[] {
  if (!spanish) return product.features;
  const seed = FALLBACK_PRODUCTS.find(
    (item) =>
      item.features.length === product.features.length &&
      item.features.every((feature, index) => feature === product.features[index]),
  );
  return seed
    ? builtInProductFeatures(
        { slug: seed.slug, features: product.features },
        spanish.PRODUCT_FEATURES_ES,
      )
    : product.features;
}

export function toStoreProduct(product: Product): StoreProduct {
  return { ...product, images: productImages(product.imageUrl) };
}

/**
 * The built-in list shown when the products call fails. The seed inserts the same list in this
 * order, so on the shop's own database the ids match. With the Spanish words (a Spanish page),
 * each product carries the seed's Spanish name and description, as the server would answer.
 */
export function fallbackStoreProducts(spanish?: SpanishStoreWords | null): StoreProduct[] {
  return FALLBACK_PRODUCTS.map((product, index) => ({
    id: index + 1,
    name: product.name,
    description: product.description,
    nameEs: spanish?.PRODUCT_SPANISH[product.slug]?.name ?? null,
    descriptionEs: spanish?.PRODUCT_SPANISH[product.slug]?.description ?? null,
    category: product.category,
    price: product.priceCents,
    imageUrl: product.images.join(','),
    images: [...product.images],
    inStock: product.inStock,
    features: [...product.features],
    tags: [...product.tags],
    rating: product.rating,
    reviews: product.reviews,
  }));
}

/** The built-in list in English (tests, and the English store when the products call fails). */
export const FALLBACK_STORE_PRODUCTS: readonly StoreProduct[] = fallbackStoreProducts();

/** A category's name, in Spanish with the Spanish words; an unknown one as the server wrote it. */
export function categoryLabel(category: string, spanish?: SpanishStoreWords | null): string {
  const labels = spanish?.PRODUCT_CATEGORY_LABELS_ES ?? PRODUCT_CATEGORY_LABELS;
  return labels[category as ProductCategory] ?? category;
}

export const SORTS = [
  { value: 'name', label: msg`Name A-Z` },
  { value: 'price-asc', label: msg`Price low to high` },
  { value: 'price-desc', label: msg`Price high to low` },
  { value: 'rating', label: msg`Highest rated` },
] as const satisfies readonly { value: string; label: MessageDescriptor }[];
export type SortKey = (typeof SORTS)[number]['value'];

export type ProductFilter = {
  search: string;
  /** 'all' or a category. */
  category: string;
  /** Also match tags (the /store variant). */
  matchTags?: boolean;
  /** The page's language: a Spanish page also matches the Spanish name and description. */
  locale?: Locale;
};

/** Lower case without accents, so 'camara' finds 'Cámara' (English text is unchanged by it). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * Case-insensitive match on name or description (and tags); the category must match or be all.
 * A Spanish page matches the Spanish words too, and the English ones (a customer may type either).
 */
export function filterProducts<T extends ProductWords & Pick<Product, 'category' | 'tags'>>(
  list: readonly T[],
  filter: ProductFilter,
): T[] {
  const needle = folded(filter.search.trim());
  const spanish = filter.locale === 'es';
  return list.filter((product) => {
    if (filter.category !== 'all' && product.category !== filter.category) return false;
    if (!needle) return true;
    const haystack = [
      product.name,
      product.description,
      ...(spanish ? [product.nameEs ?? '', product.descriptionEs ?? ''] : []),
      ...(filter.matchTags ? product.tags : []),
    ].map(folded);
    return haystack.some((text) => text.includes(needle));
  });
}

/** Sorted as chosen; equal prices and ratings by the name the page shows, in its language. */
export function sortProducts<
  T extends ProductWords & Pick<Product, 'price' | 'rating' | 'reviews'>,
>(list: readonly T[], sort: SortKey, locale: Locale = 'en'): T[] {
  const sorted = [...list];
  const byName = (a: T, b: T) =>
    productName(a, locale).localeCompare(productName(b, locale), locale);
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

/** The saved AR picture's name after the product's, per language. */
const AR_FILE_WORDS: Record<Locale, { product: string; suffix: string }> = {
  en: { product: 'product', suffix: 'ar-preview' },
  es: { product: 'producto', suffix: 'vista-ra' },
};

/**
 * A file name for the saved AR picture, from the name the page shows:
 * 'full-motion-tv-mount-ar-preview.png', 'repisa-flotante-pequena-20-vista-ra.png'.
 */
export function arFileName(name: string, locale: Locale = 'en'): string {
  const words = AR_FILE_WORDS[locale];
  const slug = folded(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || words.product}-${words.suffix}.png`;
}

/** The /store variant's fixed list, in the spec's order. */
export const STORE_CATEGORIES: readonly ProductCategory[] = [
  'mounts',
  'cables',
  'shelving',
  'lighting',
  'cameras',
];
