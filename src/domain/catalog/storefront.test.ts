// Landing page, gallery, store products and upsells: the spec's figures, and that every image the
// catalogue names ships in public/ (a missing file would be a broken image on the site).
import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICE_TYPES } from './additional-services';
import { GALLERY_ITEMS } from './gallery';
import { SEED_BUSINESS_FACTS } from './business-seed';
import { COMPLEX_COUNT, FLOOR_PLAN_COUNT } from './landing';
import {
  LANDING_STARTING_PRICES,
  landingClaims,
  SERVICE_CARDS,
  TESTIMONIALS,
} from './landing-sections';
import { APARTMENT_COMPLEX_KEYS } from './apartment-complexes/complexes';
import { FLOOR_PLANS } from './apartment-complexes/floor-plans';
import { FALLBACK_PRODUCTS, PRODUCT_CATEGORIES } from './products';
import { PER_TV_ADD_ON_KEYS } from './tv-add-ons';
import { UPSELLS } from './upsells';

// Vite's glob lists the files without loading them (and without Node APIs, which domain forbids).
const publicFiles = new Set(
  Object.keys(import.meta.glob('../../../public/assets/**/*')).map((path) =>
    path.replace('../../../public', ''),
  ),
);
const shipped = (path: string) => publicFiles.has(path);

describe('landing page', () => {
  it('has the starting prices of booking-flow.md section 9, Wall Mounting and Full Setup from the engine', () => {
    const cents = Object.values(LANDING_STARTING_PRICES).map((p) => [p.title, p.priceCents]);
    expect(cents).toEqual([
      ['Wall Mounting', 8000],
      ['Full Setup', 23499],
      ['Wire in Wall with Outlet', 7999],
      ['TV Takedown/Removal', 6500],
      ['LED Ambient Lighting', 8900],
      ['Security Camera Installation', 19900],
      ['Soundbar Installation', 8900],
      ['Video Game Setup', 7900],
      ['Home Theater Setup & Calibration', 22500],
      ['Floating Shelf Installation', 4000],
    ]);
  });

  it('shows nine service cards priced from the starting prices, each with a shipped image', () => {
    expect(SERVICE_CARDS).toHaveLength(9);
    for (const card of SERVICE_CARDS) {
      expect(card.startingPriceCents).toBe(LANDING_STARTING_PRICES[card.key].priceCents);
      expect(card.image).toMatch(/^\/assets\/services\/[a-z-]+\.svg$/);
      expect(shipped(card.image), card.image).toBe(true);
    }
    expect(new Set(SERVICE_CARDS.map((card) => card.entry))).toEqual(
      new Set(['builder', 'services', 'security-cameras', 'store']),
    );
  });

  it('seeds the business facts once, and takes every count of a claim from one place', () => {
    expect(SEED_BUSINESS_FACTS).toMatchObject({
      name: 'Charlotte TV Mounting',
      rating: 4.9,
      reviewCount: 2500,
    });
    const claims = landingClaims(SEED_BUSINESS_FACTS);
    expect(claims.length).toBeGreaterThanOrEqual(9);
    const text = claims.map((claim) => `${claim.title} ${claim.detail}`).join('\n');
    // Customers and reviews: the settings' review count; complexes: the catalog's 20.
    expect(text).toContain('2,500+ Satisfied Customers');
    expect(text).toContain('4.9 Star Rating');
    expect(text).toContain(`Insured by ${SEED_BUSINESS_FACTS.insurer}.`);
    expect(COMPLEX_COUNT).toBe(APARTMENT_COMPLEX_KEYS.length);
    expect(FLOOR_PLAN_COUNT).toBe(FLOOR_PLANS.length);
    expect(text).toContain(`${FLOOR_PLANS.length} floor plans`);
    expect(text).toContain('20 Apartment Complexes');
    expect(text).not.toMatch(/\b11\b|1000/);
    // A changed count changes the claim; no rating, no rating claim.
    const other = landingClaims({ ...SEED_BUSINESS_FACTS, reviewCount: 3100, rating: null });
    expect(other.map((claim) => claim.title)).toContain('3,100+ Satisfied Customers');
    expect(other.some((claim) => claim.key === 'rating')).toBe(false);
    expect(TESTIMONIALS).toHaveLength(3);
  });
});

describe('gallery', () => {
  it('has 15 items with unique ids and shipped images', () => {
    expect(GALLERY_ITEMS).toHaveLength(15);
    expect(new Set(GALLERY_ITEMS.map((item) => item.id)).size).toBe(15);
    for (const item of GALLERY_ITEMS) {
      expect(item.image).toBe(`/assets/gallery/${item.id}.svg`);
      expect(shipped(item.image), item.image).toBe(true);
      expect(item.alt.length).toBeGreaterThan(0);
    }
  });
});

describe('fallback products', () => {
  it('are the twelve of store-staff-assistant.md section 3 at their prices', () => {
    expect(FALLBACK_PRODUCTS.map((p) => [p.slug, p.priceCents])).toEqual([
      ['full-motion-mount', 7499],
      ['fixed-low-profile-mount', 2999],
      ['tilting-mount', 3999],
      ['small-floating-shelf', 5000],
      ['medium-floating-shelf', 7000],
      ['large-floating-shelf', 9000],
      ['in-wall-power-kit', 7999],
      ['cable-concealer', 3500],
      ['hdmi-cable', 2499],
      ['smart-rgb-led-kit', 15900],
      ['basic-led-kit', 8900],
      ['wireless-camera', 19900],
    ]);
  });

  it('are complete, in stock, and their images ship', () => {
    for (const product of FALLBACK_PRODUCTS) {
      expect(PRODUCT_CATEGORIES).toContain(product.category);
      expect(product.inStock).toBe(true);
      expect(product.features.length).toBeGreaterThanOrEqual(3);
      expect(product.tags.length).toBeGreaterThan(0);
      expect(product.images[0]).toBe(product.image);
      for (const image of product.images) expect(shipped(image), image).toBe(true);
    }
  });
});

describe('upsell catalogue', () => {
  it('has the fourteen items of store-staff-assistant.md section 9', () => {
    expect(UPSELLS.map((u) => [u.name, u.priceCents, u.priority])).toEqual([
      ['Tilt Mount Upgrade', 1000, 'high'],
      ['Full Motion Mount Upgrade', 3500, 'high'],
      ['LED Accent Lighting', 8900, 'high'],
      ['Smart RGB LED Strip', 12900, 'medium'],
      ['Premium Cable Kit', 4500, 'medium'],
      ['Paintable Cord Concealer', 3500, 'low'],
      ['Soundbar Mount', 9900, 'high'],
      ['Receiver Setup', 22500, 'medium'],
      ['Small Floating Shelf (20")', 5000, 'medium'],
      ['Medium Floating Shelf (32")', 7000, 'medium'],
      ['Large Floating Shelf (60")', 9000, 'high'],
      ['Surge Protector', 6500, 'medium'],
      ['Anti-Tip Stabilizer', 5500, 'high'],
      ['Screen Cleaning Kit', 2500, 'low'],
    ]);
  });

  it('each has a unique id, a trigger group, and only known service keys', () => {
    const known = new Set<string>([...ADDITIONAL_SERVICE_TYPES, ...PER_TV_ADD_ON_KEYS]);
    expect(new Set(UPSELLS.map((u) => u.id)).size).toBe(UPSELLS.length);
    for (const upsell of UPSELLS) {
      expect(Object.values(upsell.triggers).some((group) => group !== undefined)).toBe(true);
      for (const service of [
        ...(upsell.triggers.services ?? []),
        ...(upsell.incompatibleWith ?? []),
      ]) {
        expect(known.has(service), `${upsell.id}: ${service}`).toBe(true);
      }
    }
  });
});
