import { describe, expect, it } from 'vitest';
import { FALLBACK_PRODUCTS } from '../../../domain/catalog/products';
import { PRODUCT_SPANISH } from '../../../domain/catalog/products-es';
import { createTestApp } from '../../testing/test-app';
import { bearer, login } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
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
        'nameEs',
        'descriptionEs',
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

// Issue 28: the Spanish store's words, kept beside the English ones.
describe('Spanish names and descriptions', () => {
  type Listed = { id: number; name: string; nameEs: string | null; descriptionEs: string | null };
  const staffCall = (method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: bearer(admin), payload });
  const listed = async (id: number) =>
    (await getProducts()).json<Listed[]>().find((product) => product.id === id);

  it('every demo product carries its Spanish name and description', async () => {
    const list = (await getProducts()).json<Listed[]>();
    expect(list.length).toBe(FALLBACK_PRODUCTS.length);
    for (const product of FALLBACK_PRODUCTS) {
      const spanish = PRODUCT_SPANISH[product.slug];
      expect(spanish, product.slug).toBeDefined();
      expect(list.find((p) => p.name === product.name)).toMatchObject({
        nameEs: spanish?.name,
        descriptionEs: spanish?.description,
      });
    }
    expect(list.find((p) => p.name === 'Tilting TV Mount')?.nameEs).toBe(
      'Soporte inclinable para TV',
    );
  });

  it('the store search finds a product by its Spanish words', async () => {
    const found = (await getProducts('?search=soporte%20inclinable')).json<Listed[]>();
    expect(found.map((p) => p.name)).toEqual(['Tilting TV Mount']);
  });

  it('staff set, change and clear them; null when never given', async () => {
    const created = await staffCall('POST', '/api/products', {
      name: 'Corner Shelf',
      description: 'A shelf for a corner.',
      category: 'shelving',
      price: 2500,
      stock: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toMatchObject({ nameEs: null, descriptionEs: null });
    expect(await listed(id)).toMatchObject({ nameEs: null, descriptionEs: null });

    const named = await staffCall('PUT', `/api/products/${id}`, {
      nameEs: '  Repisa esquinera ',
      descriptionEs: 'Una repisa para una esquina.',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await listed(id)).toMatchObject({
      nameEs: 'Repisa esquinera',
      descriptionEs: 'Una repisa para una esquina.',
    });
    // Empty or null clears it: the Spanish store shows the English again.
    await staffCall('PUT', `/api/products/${id}`, { nameEs: '', descriptionEs: null });
    expect(await listed(id)).toMatchObject({ nameEs: null, descriptionEs: null });
  });

  it.each([
    ['nameEs', 'x'.repeat(121)],
    ['nameEs', 'dos\nlíneas'],
    ['nameEs', 42],
    ['descriptionEs', 'x'.repeat(1001)],
    ['descriptionEs', ['lista']],
  ])('refuses a bad %s with a 400 naming it', async (field, value) => {
    const create = await staffCall('POST', '/api/products', {
      name: 'Bad Spanish',
      description: 'Refused.',
      category: 'mounts',
      price: 100,
      [field]: value,
    });
    expect(create.statusCode, create.body).toBe(400);
    expect(create.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
    const update = await staffCall('PUT', '/api/products/1', { [field]: value });
    expect(update.statusCode, update.body).toBe(400);
    expect(update.json<{ message: string }>().message).toMatch(new RegExp(`^${field}: `));
  });
});
