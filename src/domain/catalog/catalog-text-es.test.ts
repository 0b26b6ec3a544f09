// Issue 28: the apartment picker's floor plans and the built-in products' feature lines read in
// Spanish on a Spanish page; English reads as written, and lines staff rewrote are never shown a
// stale Spanish text.
import { describe, expect, it } from 'vitest';
import { floorPlanText } from './apartment-complexes/floor-plan';
import { FLOOR_PLANS } from './apartment-complexes/floor-plans';
import { FLOOR_PLAN_TEXT_ES } from './apartment-complexes/floor-plans-es';
import { loadFloorPlanText } from './customer-words';
import { FALLBACK_PRODUCTS, productFeatures } from './products';
import { PRODUCT_FEATURES_ES } from './products-es';

/** Plan names that are words, not names: they must read in Spanish. */
const WORDY_NAME = /\b(Studio|Bedroom|Classic|Townhome|Collection|with)\b/;

describe('floor plans in Spanish', () => {
  it.each(FLOOR_PLANS.map((plan) => [plan.id, plan] as const))('%s', (_id, plan) => {
    const es = floorPlanText(plan, FLOOR_PLAN_TEXT_ES);
    expect(es.description).not.toBe(plan.description);
    expect(es.description).toMatch(/^\S.*\.$/);
    expect(es.features).toHaveLength(plan.features.length);
    es.features.forEach((feature, index) => expect(feature).not.toBe(plan.features[index]));
    if (WORDY_NAME.test(plan.name)) expect(es.name).not.toBe(plan.name);
    expect(floorPlanText(plan)).toEqual({
      name: plan.name,
      description: plan.description,
      features: plan.features,
    });
  });

  it('has no words for a plan or feature that does not exist', () => {
    const ids = new Set(FLOOR_PLANS.map((plan) => plan.id));
    const features = new Set(FLOOR_PLANS.flatMap((plan) => plan.features));
    for (const id of Object.keys(FLOOR_PLAN_TEXT_ES.descriptions)) expect(ids).toContain(id);
    for (const id of Object.keys(FLOOR_PLAN_TEXT_ES.names)) expect(ids).toContain(id);
    for (const feature of Object.keys(FLOOR_PLAN_TEXT_ES.features)) {
      expect(features).toContain(feature);
    }
  });

  it('loads the Spanish words on their own, none for English', async () => {
    expect(await loadFloorPlanText('es')).toBe(FLOOR_PLAN_TEXT_ES);
    expect(await loadFloorPlanText('en')).toBeUndefined();
  });
});

/** Feature lines that are a measure alone, the same in both languages. */
const UNITS_ONLY = new Set(['48 Gbps']);

describe('built-in products in Spanish', () => {
  it.each(FALLBACK_PRODUCTS.map((p) => [p.slug, p] as const))('%s', (_slug, product) => {
    const es = productFeatures(product, PRODUCT_FEATURES_ES);
    expect(es).toHaveLength(product.features.length);
    es.forEach((line, index) => {
      if (!UNITS_ONLY.has(line)) expect(line).not.toBe(product.features[index]);
    });
    expect(productFeatures(product)).toEqual(product.features);
  });

  it('has lines only for built-in products', () => {
    const slugs = FALLBACK_PRODUCTS.map((p) => p.slug);
    expect(Object.keys(PRODUCT_FEATURES_ES).sort()).toEqual([...slugs].sort());
  });

  it('keeps the lines staff rewrote, and those of a product of their own', () => {
    const [seed] = FALLBACK_PRODUCTS;
    if (!seed) throw new Error('no built-in product');
    const edited = { ...seed, features: [...seed.features.slice(1), 'Lifetime warranty'] };
    expect(productFeatures(edited, PRODUCT_FEATURES_ES)).toEqual(edited.features);
    expect(
      productFeatures({ slug: 'staff-made', features: ['Anchors'] }, PRODUCT_FEATURES_ES),
    ).toEqual(['Anchors']);
  });
});
