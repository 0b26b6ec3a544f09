// decisions.md "What the turn-3 walk-throughs settled": a mount bought in the cart for a TV
// replaces that TV's purchased mount, so no mount is charged twice; the breakdown says so.
import { describe, expect, it } from 'vitest';
import { productMountType } from '../catalog/products';
import type { TvConfigInput } from '../schemas/tv-config';
import type { ProductPrice } from './calculate-quote';
import { quoteOf, testTv } from './test-helpers';

const STORE = new Map<number, ProductPrice>([
  [1, { name: 'Full Motion TV Mount', priceCents: 7499, mountType: 'full_motion' }],
  [2, { name: 'Fixed Low Profile Mount', priceCents: 2999, mountType: 'fixed' }],
  [3, { name: 'Tilting TV Mount', priceCents: 3999, mountType: 'tilt' }],
  [4, { name: 'Medium Floating Shelf (32")', priceCents: 7000, mountType: null }],
]);

const mountPart = (quote: ReturnType<typeof quoteOf>, tv: number) =>
  quote.tvs[tv]?.parts.find((part) => part.key === 'mount');

describe('a mount bought in the cart', () => {
  it.each<[string, Partial<TvConfigInput>[], [number, number][], (number | null)[], number]>([
    // [case, TVs, cart lines [productId, quantity], each TV's mount part cents, total]
    ['no mount in the cart', [{ mountType: 'fixed' }], [[4, 1]], [2999], 9900 + 2999 + 7000],
    ['fixed mount for a fixed-mount TV', [{ mountType: 'fixed' }], [[2, 1]], [0], 9900 + 2999],
    [
      'full motion mount for a TV that asked for a flat mount',
      [{ mountType: 'fixed' }],
      [[1, 1]],
      [0],
      9900 + 7499,
    ],
    ['own mount: nothing to replace', [{ mountOption: 'own' }], [[2, 1]], [null], 10000 + 2999],
    [
      'one mount, two TVs: the TV of the same kind is covered',
      [{ mountType: 'fixed' }, { mountType: 'tilt', room: 'Bedroom' }],
      [[3, 1]],
      [2999, 0],
      // TVs 12899 + 9900, 10% off, then the tilt mount.
      22799 - 2280 + 3999,
    ],
    [
      'two mounts for two TVs: both covered',
      [{ mountType: 'fixed' }, { mountType: 'fixed', room: 'Bedroom' }],
      [[2, 2]],
      [0, 0],
      19800 - 1980 + 2 * 2999,
    ],
    [
      'more mounts than TVs: the extra one is only a product',
      [{ mountType: 'tilt' }],
      [[3, 2]],
      [0],
      9900 + 2 * 3999,
    ],
    [
      'a different kind covers the first open TV after exact matches',
      [{ mountType: 'fixed' }, { mountType: 'full_motion', room: 'Bedroom' }],
      [
        [3, 1],
        [1, 1],
      ],
      [0, 0],
      19800 - 1980 + 3999 + 7499,
    ],
  ])('%s', (_, tvs, cart, mountCents, total) => {
    const quote = quoteOf(
      {
        tvs: tvs.map((tv) => testTv(tv)),
        products: cart.map(([productId, quantity]) => ({ productId, quantity })),
      },
      STORE,
    );
    expect(quote.tvs.map((_, index) => mountPart(quote, index)?.cents ?? null)).toEqual(mountCents);
    expect(quote.totalCents).toBe(total);
  });

  it('shows where the TV mount went', () => {
    const quote = quoteOf(
      { tvs: [testTv({ mountType: 'fixed' })], products: [{ productId: 1, quantity: 1 }] },
      STORE,
    );
    expect(mountPart(quote, 0)?.label).toBe(
      'Full Motion TV Mount from your cart (priced with the products), instead of the Flat Mount',
    );
    expect(quote.tvs[0]?.totalCents).toBe(9900);
    expect(quote.products).toEqual([
      {
        productId: 1,
        name: 'Full Motion TV Mount',
        unitCents: 7499,
        quantity: 1,
        totalCents: 7499,
      },
    ]);
  });
});

describe('which store products are TV mounts', () => {
  it.each<[string, string, string[], string | null]>([
    ['Full Motion TV Mount', 'mounts', ['articulating'], 'full_motion'],
    ['Tilting TV Mount', 'mounts', ['tilt'], 'tilt'],
    ['Fixed Low Profile Mount', 'mounts', ['flat'], 'fixed'],
    ['Ceiling Mount', 'mounts', [], 'fixed'],
    ['Medium Floating Shelf (32")', 'shelving', ['floating'], null],
    ['Swivel arm kit', 'cables', ['swivel'], null],
  ])('%s (%s)', (name, category, tags, expected) => {
    expect(productMountType({ name, category, tags })).toBe(expected);
  });
});
