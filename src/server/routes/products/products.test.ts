import { describe, expect, it } from 'vitest';
import { FALLBACK_PRODUCTS } from '../../../domain/catalog/products';
import { createTestApp } from '../../testing/test-app';

const app = await createTestApp();
const getProducts = (query = '') => app.inject({ method: 'GET', url: `/api/products${query}` });

describe('GET /api/products', () => {
  it('lists every seeded product with its price in integer cents', async () => {
    const res = await getProducts();
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(FALLBACK_PRODUCTS.length);
    const fullMotion = list.find((p: { name: string }) => p.name === 'Full Motion TV Mount');
    expect(fullMotion).toMatchObject({
      category: 'mounts',
      price: 7499,
      imageUrl: expect.stringMatching(/^\/assets\/products\/full-motion-mount\.svg/),
      inStock: true,
      rating: 4.8,
      reviews: 412,
    });
    expect(fullMotion.features).toContain('Holds up to 132 lb');
    expect(Object.keys(fullMotion).sort()).toEqual(
      [
        'category',
        'description',
        'features',
        'id',
        'imageUrl',
        'inStock',
        'name',
        'price',
        'rating',
        'reviews',
        'tags',
      ].sort(),
    );
  });

  it('filters by category', async () => {
    const list = (await getProducts('?category=lighting')).json();
    const expected = FALLBACK_PRODUCTS.filter((p) => p.category === 'lighting');
    expect(list.map((p: { name: string }) => p.name).sort()).toEqual(
      expected.map((p) => p.name).sort(),
    );
  });

  it('searches name, description and tags, every word, case-insensitively', async () => {
    const byName = (await getProducts('?search=FULL%20motion')).json();
    expect(byName.map((p: { name: string }) => p.name)).toContain('Full Motion TV Mount');
    const byTag = (await getProducts('?search=articulating')).json();
    expect(byTag.map((p: { name: string }) => p.name)).toEqual(['Full Motion TV Mount']);
    expect((await getProducts('?search=zzz-nothing')).json()).toEqual([]);
    // Pattern characters are literal.
    expect((await getProducts('?search=%25')).json()).toEqual([]);
  });

  it('refuses an unknown category with a 400 naming the field', async () => {
    const res = await getProducts('?category=boats');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^category: /);
  });
});
