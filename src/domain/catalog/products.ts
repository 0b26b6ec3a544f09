// The store's built-in product list (store-staff-assistant.md section 3): the database seed, and
// what the store shows when the server returns none. Slugs are stable; prices are integer cents.

import type { Locale } from '../site/locales';
import type { MountType } from './mount-types';

/**
 * What a product's words are read from: its English name and description and its Spanish ones
 * (GET /api/products' nameEs and descriptionEs; null or empty when staff gave none: the English
 * shows).
 */
export type ProductWords = {
  name: string;
  description: string;
  nameEs: string | null;
  descriptionEs: string | null;
};

/** The product's name in the page's language: the Spanish one when it has one (issue 28). */
export function productName(
  product: { name: string; nameEs?: string | null },
  locale: Locale,
): string {
  return (locale === 'es' && product.nameEs) || product.name;
}

/** The product's description in the page's language, as productName. */
export function productDescription(product: ProductWords, locale: Locale): string {
  return (locale === 'es' && product.descriptionEs) || product.description;
}

export const PRODUCT_CATEGORIES = ['mounts', 'shelving', 'cables', 'lighting', 'cameras'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * The store's product list in the browser's query cache (the GET /api/products answer), and the
 * element of a server-rendered store page that carries the same list (issue 17): the page and
 * its hydration read one copy.
 */
export const PRODUCTS_QUERY_KEY = ['/api/products'] as const;
export const STORE_PRODUCTS_ELEMENT_ID = 'store-products';

export const PRODUCT_CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  mounts: 'TV Mounts',
  shelving: 'Floating Shelves',
  cables: 'Cables & Accessories',
  lighting: 'LED Lighting',
  cameras: 'Security Cameras',
};

export interface CatalogProduct {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly category: ProductCategory;
  readonly priceCents: number;
  /** The main image, '/assets/products/<slug>.svg'. */
  readonly image: string;
  /** Every image of the slider, the main one first (the seed stores them comma-joined). */
  readonly images: readonly string[];
  readonly features: readonly string[];
  readonly tags: readonly string[];
  readonly rating: number;
  readonly reviews: number;
  readonly inStock: boolean;
}

interface ProductData extends Omit<CatalogProduct, 'image' | 'images' | 'inStock'> {
  /** Slider images after the main one (before the side and installed views), in /assets/products/. */
  readonly moreImages?: readonly string[];
}

function product({ moreImages = [], ...data }: ProductData): CatalogProduct {
  const image = `/assets/products/${data.slug}.svg`;
  // Every product also has a side (or contents) view and a drawing of it installed.
  const views = [...moreImages, `${data.slug}-side.svg`, `${data.slug}-installed.svg`];
  const images = [image, ...views.map((name) => `/assets/products/${name}`)];
  return { ...data, image, images, inStock: true };
}

export const FALLBACK_PRODUCTS: readonly CatalogProduct[] = [
  product({
    slug: 'full-motion-mount',
    moreImages: ['full-motion-mount-2.svg'],
    name: 'Full Motion TV Mount',
    description: 'Articulating arm that extends, swivels and tilts for TVs from 37 to 80 inches.',
    category: 'mounts',
    priceCents: 7499,
    features: [
      'Extends to 22 inches',
      'Swivels 90 degrees each way',
      'Holds up to 132 lb',
      'VESA up to 600x400',
    ],
    tags: ['full motion', 'articulating', 'swivel', 'mount'],
    rating: 4.8,
    reviews: 412,
  }),
  product({
    slug: 'fixed-low-profile-mount',
    name: 'Fixed Low Profile Mount',
    description: 'Holds the TV 1.2 inches from the wall for a clean, flush look.',
    category: 'mounts',
    priceCents: 2999,
    features: [
      '1.2 inch profile',
      'Fits 32 to 90 inch TVs',
      'Holds up to 150 lb',
      'Post-install levelling',
    ],
    tags: ['fixed', 'flat', 'low profile', 'mount'],
    rating: 4.7,
    reviews: 538,
  }),
  product({
    slug: 'tilting-mount',
    moreImages: ['tilting-mount-2.svg'],
    name: 'Tilting TV Mount',
    description: 'Tilts up to 12 degrees to cut glare on TVs mounted above eye level.',
    category: 'mounts',
    priceCents: 3999,
    features: [
      '12 degree tilt',
      'Fits 32 to 86 inch TVs',
      'Holds up to 132 lb',
      'Tool-free tilt adjustment',
    ],
    tags: ['tilt', 'above fireplace', 'glare', 'mount'],
    rating: 4.7,
    reviews: 356,
  }),
  product({
    slug: 'small-floating-shelf',
    name: 'Small Floating Shelf (20")',
    description: 'A 20 inch floating shelf for a streaming box or a small speaker.',
    category: 'shelving',
    priceCents: 5000,
    features: ['20 x 8 inches', 'Holds up to 15 lb', 'Hidden bracket', 'Cable pass-through'],
    tags: ['shelf', 'floating', 'small', 'streaming'],
    rating: 4.6,
    reviews: 187,
  }),
  product({
    slug: 'medium-floating-shelf',
    name: 'Medium Floating Shelf (32")',
    description: 'A 32 inch floating shelf for a console and a cable box.',
    category: 'shelving',
    priceCents: 7000,
    features: [
      '32 x 10 inches',
      'Holds up to 25 lb',
      'Hidden bracket',
      'Tempered glass or walnut finish',
    ],
    tags: ['shelf', 'floating', 'medium', 'console'],
    rating: 4.7,
    reviews: 224,
  }),
  product({
    slug: 'large-floating-shelf',
    name: 'Large Floating Shelf (60")',
    description: 'A 60 inch floating media shelf for every device under a big screen.',
    category: 'shelving',
    priceCents: 9000,
    features: [
      '60 x 12 inches',
      'Holds up to 40 lb',
      'Two cable pass-throughs',
      'Mounts into studs',
    ],
    tags: ['shelf', 'floating', 'large', 'media'],
    rating: 4.8,
    reviews: 163,
  }),
  product({
    slug: 'in-wall-power-kit',
    name: 'In-Wall Power Kit',
    description: 'A code-compliant kit that brings power behind a wall-mounted TV.',
    category: 'cables',
    priceCents: 7999,
    features: [
      'Recessed power outlet',
      'Low-voltage cable plate',
      'UL listed',
      '6 ft extension cord',
    ],
    tags: ['in wall', 'power', 'outlet', 'cable management'],
    rating: 4.8,
    reviews: 301,
  }),
  product({
    slug: 'cable-concealer',
    name: 'Cable Concealer Raceway',
    description: 'A paintable on-wall raceway that hides cords below the TV.',
    category: 'cables',
    priceCents: 3500,
    features: [
      'Paintable',
      'Holds up to 4 cables',
      'Adhesive and screw mounting',
      '5 ft of channel',
    ],
    tags: ['cord cover', 'raceway', 'paintable', 'cable management'],
    rating: 4.5,
    reviews: 276,
  }),
  product({
    slug: 'hdmi-cable',
    name: 'Ultra High Speed HDMI Cable',
    description: 'A certified HDMI 2.1 cable for 4K at 120 Hz and 8K sources.',
    category: 'cables',
    priceCents: 2499,
    features: ['48 Gbps', '4K 120 Hz and 8K 60 Hz', 'eARC support', '6 ft braided'],
    tags: ['hdmi', '4k', '8k', 'gaming'],
    rating: 4.7,
    reviews: 642,
  }),
  product({
    slug: 'smart-rgb-led-kit',
    moreImages: ['smart-rgb-led-kit-2.svg'],
    name: 'Smart RGB LED Kit',
    description: 'App and voice controlled colour lighting that syncs with the picture.',
    category: 'lighting',
    priceCents: 15900,
    features: [
      '16 million colours',
      'Works with Alexa and Google',
      'Screen sync mode',
      'Fits 55 to 85 inch TVs',
    ],
    tags: ['led', 'rgb', 'smart', 'bias lighting'],
    rating: 4.6,
    reviews: 198,
  }),
  product({
    slug: 'basic-led-kit',
    name: 'Basic LED Backlight Kit',
    description: 'Warm white bias lighting that reduces eye strain in a dark room.',
    category: 'lighting',
    priceCents: 8900,
    features: [
      '6500K white',
      'USB powered from the TV',
      'Dimmable remote',
      'Fits 40 to 75 inch TVs',
    ],
    tags: ['led', 'backlight', 'bias lighting', 'white'],
    rating: 4.5,
    reviews: 233,
  }),
  product({
    slug: 'wireless-camera',
    name: 'Wireless Security Camera',
    description: 'A weatherproof 2K Wi-Fi camera with night vision and phone alerts.',
    category: 'cameras',
    priceCents: 19900,
    features: ['2K resolution', 'Colour night vision', 'Two-way audio', 'Weatherproof (IP65)'],
    tags: ['camera', 'security', 'wireless', 'outdoor'],
    rating: 4.6,
    reviews: 289,
  }),
];

/**
 * The kind of TV mount a store product is, or null when it is not a TV mount (decisions.md "What
 * the turn-3 walk-throughs settled": a mount bought in the cart replaces a TV's purchased mount).
 * Products of the 'mounts' category are mounts; their words say which kind, fixed by default.
 */
export function productMountType(product: {
  readonly category: string;
  readonly name: string;
  readonly tags?: readonly string[];
}): MountType | null {
  if (product.category !== 'mounts') return null;
  const words = [product.name, ...(product.tags ?? [])].join(' ').toLowerCase();
  if (/full[ -]?motion|articulating|swivel/.test(words)) return 'full_motion';
  if (/tilt/.test(words)) return 'tilt';
  return 'fixed';
}

/** A language's feature lines for the built-in products, by slug (products-es.ts). */
export type ProductFeatureTable = Readonly<Record<string, readonly string[]>>;

/**
 * A product's feature lines as the customer reads them: in the table's language while the product
 * still lists the built-in product's English lines; as staff wrote them otherwise (or for a
 * product of their own, or without a table).
 */
export function productFeatures(
  product: Pick<CatalogProduct, 'slug' | 'features'>,
  table?: ProductFeatureTable,
): readonly string[] {
  const translated = table?.[product.slug];
  const seed = translated && FALLBACK_PRODUCTS.find((item) => item.slug === product.slug);
  const unchanged =
    seed !== undefined &&
    seed.features.length === product.features.length &&
    seed.features.every((line, index) => line === product.features[index]);
  return translated && unchanged ? translated : product.features;
}
