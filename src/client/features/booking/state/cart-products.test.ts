// Issue 26: the builder prices the shared cart with the store's current facts, not the ones the
// cart kept when the product was added.
import { describe, expect, it } from 'vitest';
import type { SharedCartLine } from '@/client/lib/shared-cart';
import type { Product } from '@/domain/schemas/products';
import { cartProductsNow } from './cart-products';

const line = (productId: number, name: string, priceCents: number): SharedCartLine => ({
  id: `product-${productId}`,
  productId,
  name,
  priceCents,
  quantity: 1,
  image: '',
  type: 'product',
});

const product = (id: number, over: Partial<Product>): Product => ({
  id,
  name: 'Product',
  description: '',
  nameEs: null,
  descriptionEs: null,
  category: 'shelving',
  price: 100,
  imageUrl: '',
  inStock: true,
  features: [],
  tags: [],
  rating: 4,
  reviews: 0,
  ...over,
});

describe('cartProductsNow', () => {
  const cart = [line(1, 'Full Motion TV Mount', 6999), line(2, 'Old Shelf', 2000)];

  it('keeps the cart as it is until the store list arrives', () => {
    expect(
      cartProductsNow(cart, undefined, 'en').map((p) => [p.priceCents, p.inStock, p.mountType]),
    ).toEqual([
      [6999, true, null],
      [2000, true, null],
    ]);
  });

  it("takes the store's current price, name, stock and mount kind", () => {
    const now = cartProductsNow(
      cart,
      [
        product(1, {
          name: 'Full Motion TV Mount',
          category: 'mounts',
          price: 7499,
          tags: ['articulating'],
        }),
        product(2, { name: 'Floating Shelf', price: 2500, inStock: false }),
      ],
      'en',
    );
    expect(now.map((p) => [p.name, p.priceCents, p.inStock, p.mountType])).toEqual([
      ['Full Motion TV Mount', 7499, true, 'full_motion'],
      ['Floating Shelf', 2500, false, null],
    ]);
  });

  it('names a product in Spanish on a Spanish page when staff gave a Spanish name', () => {
    const store = [
      product(1, { name: 'Full Motion TV Mount', nameEs: 'Soporte articulado' }),
      product(2, { name: 'Floating Shelf' }),
    ];
    expect(cartProductsNow(cart, store, 'es').map((p) => p.name)).toEqual([
      'Soporte articulado',
      'Floating Shelf',
    ]);
    expect(cartProductsNow(cart, store, 'en')[0]?.name).toBe('Full Motion TV Mount');
  });

  it('counts a product the store no longer sells as out of stock', () => {
    expect(cartProductsNow(cart, [], 'en')[0]?.inStock).toBe(false);
  });
});
