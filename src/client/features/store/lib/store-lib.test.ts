// The store's pure rules (store-staff-assistant.md sections 5 and 9): search and category, sort,
// '+N more', zoom limits and steps, clamped pan, AR limits, the saved picture's name.
import { describe, expect, it } from 'vitest';
import { productDescription, productName } from '@/domain/catalog/products';
import * as spanishWords from '@/domain/catalog/products-es';
import { AR, clampRotation, clampSize } from './ar';
import {
  arFileName,
  categoryLabel,
  fallbackStoreProducts,
  FALLBACK_STORE_PRODUCTS,
  featurePreview,
  filterProducts,
  productFeatures,
  sortProducts,
} from './catalog';
import { productImages } from '@/client/components/store/product-images';
import { clampPan, clampZoom, percent, wheelZoom, zoomIn, zoomOut, ZOOM } from './zoom';

const all = FALLBACK_STORE_PRODUCTS;

describe('filterProducts', () => {
  it('matches name or description case-insensitively, tags only in the /store variant', () => {
    const names = filterProducts(all, { search: 'TILTING', category: 'all' }).map((p) => p.name);
    expect(names).toEqual(['Tilting TV Mount']);
    expect(filterProducts(all, { search: 'glare', category: 'all' }).map((p) => p.name)).toEqual([
      'Tilting TV Mount',
    ]);
    const tagged = [{ ...all[0]!, tags: ['zebra'] }];
    expect(filterProducts(tagged, { search: 'Zebra', category: 'all' })).toEqual([]);
    expect(filterProducts(tagged, { search: 'Zebra', category: 'all', matchTags: true })).toEqual(
      tagged,
    );
  });

  it('keeps only the chosen category, or every one for all', () => {
    expect(filterProducts(all, { search: '', category: 'lighting' })).toHaveLength(2);
    expect(filterProducts(all, { search: '', category: 'all' })).toHaveLength(12);
    expect(filterProducts(all, { search: 'shelf', category: 'cameras' })).toEqual([]);
  });
});

describe('sortProducts', () => {
  it.each([
    ['name', 'Basic LED Backlight Kit', 'Wireless Security Camera'],
    ['price-asc', 'Ultra High Speed HDMI Cable', 'Wireless Security Camera'],
    ['price-desc', 'Wireless Security Camera', 'Ultra High Speed HDMI Cable'],
  ] as const)('%s puts %s first and %s last', (sort, first, last) => {
    const names = sortProducts(all, sort).map((p) => p.name);
    expect(names[0]).toBe(first);
    expect(names.at(-1)).toBe(last);
  });

  it('highest rated is ordered by rating, never changing the list', () => {
    const sorted = sortProducts(all, 'rating');
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i - 1]!.rating).toBeGreaterThanOrEqual(sorted[i]!.rating);
    }
    expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...all]);
  });
});

describe('featurePreview and images', () => {
  it.each([
    [[], 0, 0],
    [['a', 'b', 'c'], 3, 0],
    [['a', 'b', 'c', 'd', 'e'], 3, 2],
  ])('%j shows %i and says +%i more', (features, shown, more) => {
    expect(featurePreview(features)).toEqual({ shown: features.slice(0, shown), more });
  });

  it('reads one path or a comma-separated list; bare names are in /assets/products/', () => {
    expect(productImages('a.svg, /x/b.png,,c.webp')).toEqual([
      '/assets/products/a.svg',
      '/x/b.png',
      '/assets/products/c.webp',
    ]);
    // Another site's address is dropped, never loaded.
    expect(
      productImages('https://cdn.test/c.jpg, //cdn.test/d.jpg, http://cdn.test/x.png, e.svg'),
    ).toEqual(['/assets/products/e.svg']);
    expect(productImages('')).toEqual([]);
  });

  it('names the saved AR picture after the product', () => {
    expect(arFileName('Medium Floating Shelf (32")')).toBe(
      'medium-floating-shelf-32-ar-preview.png',
    );
    expect(arFileName('***')).toBe('product-ar-preview.png');
    // A Spanish page names it after the Spanish name, accents dropped, in Spanish.
    expect(arFileName('Repisa flotante pequeña (20")', 'es')).toBe(
      'repisa-flotante-pequena-20-vista-ra.png',
    );
    expect(arFileName('***', 'es')).toBe('producto-vista-ra.png');
  });
});

describe("a product in the page's language (issue 28)", () => {
  const mount = {
    ...all[0]!,
    nameEs: 'Soporte articulado para TV',
    descriptionEs: 'Brazo articulado que se extiende, gira e inclina.',
  };
  const english = { ...all[1]!, nameEs: null, descriptionEs: null };

  it.each([
    ['en', mount, 'Full Motion TV Mount', mount.description],
    ['es', mount, 'Soporte articulado para TV', mount.descriptionEs],
    // No Spanish words (staff gave none, or the fallback list): the English ones.
    ['es', english, english.name, english.description],
  ] as const)('%s: %s', (locale, product, name, description) => {
    expect(productName(product, locale)).toBe(name);
    expect(productDescription(product, locale)).toBe(description);
  });

  it('the built-in list shown when the products call fails has Spanish words for every product', () => {
    for (const product of fallbackStoreProducts(spanishWords)) {
      expect(product.nameEs, product.name).toBeTruthy();
      expect(product.descriptionEs, product.name).toBeTruthy();
    }
    expect(all.every((product) => product.nameEs === null)).toBe(true);
  });

  it("shows a built-in product's features in Spanish, and a list staff rewrote as written", () => {
    const mount = all[0]!;
    expect(productFeatures(mount, null)).toEqual(mount.features);
    const spanish = productFeatures(mount, spanishWords);
    expect(spanish).toEqual(spanishWords.PRODUCT_FEATURES_ES['full-motion-mount']);
    expect(spanish).not.toContain(mount.features[0]);
    const rewritten = { ...mount, features: ['Hecho a mano', ...mount.features.slice(1)] };
    expect(productFeatures(rewritten, spanishWords)).toEqual(rewritten.features);
  });

  it.each([
    ['cables', 'en', 'Cables & Accessories'],
    ['cables', 'es', 'Cables y accesorios'],
    // A category the server has and the tables do not: as the server wrote it.
    ['gadgets', 'es', 'gadgets'],
  ] as const)('category %s in %s reads %s', (category, locale, label) => {
    expect(categoryLabel(category, locale === 'es' ? spanishWords : null)).toBe(label);
  });

  it('a Spanish page finds the Spanish words, accents or not, and the English ones', () => {
    const list = [mount, english];
    const found = (search: string, locale: 'en' | 'es') =>
      filterProducts(list, { search, category: 'all', locale }).map((p) => p.id);
    expect(found('articulado', 'es')).toEqual([mount.id]);
    expect(found('ÁRTICULADO', 'es')).toEqual([mount.id]);
    expect(found('articulating', 'es')).toEqual([mount.id]);
    // An English page reads the English words only.
    expect(found('articulado', 'en')).toEqual([]);
  });
});

describe('zoom', () => {
  it('buttons multiply or divide by 1.5 within 0.5x to 5x; the wheel steps 1.1 and 0.9', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomOut(1.5)).toBe(1);
    expect(zoomIn(4)).toBe(ZOOM.max);
    expect(zoomOut(0.6)).toBe(ZOOM.min);
    expect(wheelZoom(1, -100)).toBeCloseTo(1.1);
    expect(wheelZoom(1, 100)).toBeCloseTo(0.9);
    expect(percent(2.25)).toBe('225%');
    for (let s = 0; s < 10; s += 0.37) {
      expect(clampZoom(s)).toBeGreaterThanOrEqual(ZOOM.min);
      expect(clampZoom(s)).toBeLessThanOrEqual(ZOOM.max);
    }
  });

  it('pans only as far as the zoomed image overflows the frame', () => {
    const frame = { width: 400, height: 300 };
    expect(clampPan({ x: 500, y: -500 }, 1, frame)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: 500, y: -500 }, 2, frame)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 30, y: 20 }, 2, frame)).toEqual({ x: 30, y: 20 });
    expect(clampPan({ x: 30, y: 20 }, 0.5, frame)).toEqual({ x: 0, y: 0 });
  });
});

describe('AR limits', () => {
  it('size stays within 0.5-3 in steps of 0.1, rotation within 0-360', () => {
    expect(clampSize(0.1)).toBe(AR.minSize);
    expect(clampSize(9)).toBe(AR.maxSize);
    expect(clampSize(1.26)).toBe(1.3);
    expect(clampRotation(-5)).toBe(0);
    expect(clampRotation(400)).toBe(360);
  });
});
