// The combinations decisions.md "Price rules" forbids: each is an error naming the field, never a
// silent price.
import { describe, expect, it } from 'vitest';
import { calculateQuote } from './calculate-quote';
import type { ServiceSelection } from '../schemas/quote';
import { errorsOf, fieldsOf, oneTvTotal, quoteOf, testTv } from './test-helpers';

/** The fields named when only these additional services are quoted. */
const serviceFields = (...additionalServices: ServiceSelection[]) =>
  fieldsOf({ tvs: [], additionalServices });

describe('forbidden combinations', () => {
  it.each(['above_fireplace', 'brick', 'concrete', 'stone', 'tile', 'frame_media_box'] as const)(
    'a fireplace outlet on %s names tvs.N.fireplaceOutlet',
    (wallType) => {
      expect(fieldsOf({ tvs: [testTv(), testTv({ wallType, fireplaceOutlet: true })] })).toEqual([
        'tvs.1.fireplaceOutlet',
      ]);
    },
  );

  it('a fireplace outlet on wood studs in a high-rise is allowed (metal studs)', () => {
    expect(oneTvTotal({ apartmentComplex: 'museum-tower', fireplaceOutlet: true })).toBe(
      14999 + 2999 + 25000,
    );
  });

  it.each(['premium', 'furniture'] as const)(
    'a %s frame box without the frame_media_box wall names tvs.0.frameMediaBoxType',
    (frameMediaBoxType) => {
      expect(fieldsOf({ tvs: [testTv({ frameMediaBoxType })] })).toEqual([
        'tvs.0.frameMediaBoxType',
      ]);
    },
  );

  it.each(['24-43', '44-55'] as const)(
    'two technicians on a %s TV names tvs.0.largeTvAssistance',
    (tvSize) => {
      const errors = errorsOf({ tvs: [testTv({ tvSize, largeTvAssistance: 'two_techs' })] });
      expect(errors).toEqual([
        {
          field: 'tvs.0.largeTvAssistance',
          message: 'TV 1: two technicians are only for TVs of 60 inches or more',
        },
      ]);
    },
  );

  it.each([
    ['tvSize', '100-120'],
    ['wallType', 'glass'],
    ['mountType', 'ceiling'],
    ['mountOption', 'rent'],
    ['apartmentComplex', 'nowhere-towers'],
    ['largeTvAssistance', 'three_techs'],
    ['frameMediaBoxType', 'gold'],
    ['floatingShelf', 'double'],
  ])('an unknown %s names its field', (field, value) => {
    const tv = { ...testTv(), [field]: value } as ReturnType<typeof testTv>;
    expect(fieldsOf({ tvs: [tv] })).toContain(`tvs.0.${field}`);
  });

  it('an unknown service names additionalServices.N.type', () => {
    expect(
      serviceFields({ type: 'poolCleaning', option: 'standard', quantity: 1 } as never),
    ).toEqual(['additionalServices.0.type']);
  });

  it('an option of another service names additionalServices.N.option', () => {
    expect(
      serviceFields(
        { type: 'ceilingFan', option: 'smart', quantity: 1 },
        { type: 'ceilingFan', option: 'cameras_4', quantity: 1 },
      ),
    ).toEqual(['additionalServices.1.option']);
  });

  it.each([0, 21, -1, 1.5, Number.NaN])('a service quantity of %s is refused', (quantity) => {
    expect(serviceFields({ type: 'ceilingFan', option: 'smart', quantity })).toEqual([
      'additionalServices.0.quantity',
    ]);
  });

  it.each([0, 21, 2.5])('a product quantity of %s is refused', (quantity) => {
    expect(
      fieldsOf(
        { tvs: [], products: [{ productId: 1, quantity }] },
        new Map([[1, { name: 'Mount', priceCents: 100 }]]),
      ),
    ).toEqual(['products.0.quantity']);
  });

  it('quantities 1 and 20 are accepted', () => {
    const quote = quoteOf({
      tvs: [],
      additionalServices: [
        { type: 'wireInWall', option: 'standard', quantity: 1 },
        { type: 'wireInWall', option: 'standard', quantity: 20 },
      ],
    });
    expect(quote.totalCents).toBe(21 * 7999);
  });

  it('an unknown product names products.N.productId', () => {
    expect(
      fieldsOf(
        {
          tvs: [],
          products: [
            { productId: 1, quantity: 1 },
            { productId: 99, quantity: 1 },
          ],
        },
        new Map([[1, { name: 'Mount', priceCents: 100 }]]),
      ),
    ).toEqual(['products.1.productId']);
  });

  it('reports every problem at once, never a partial price', () => {
    const result = calculateQuote({
      tvs: [
        testTv({
          tvSize: '24-43',
          largeTvAssistance: 'two_techs',
          wallType: 'brick',
          fireplaceOutlet: true,
        }),
      ],
      additionalServices: [{ type: 'ceilingFan', option: 'nope', quantity: 30 }],
      products: [{ productId: 5, quantity: 1 }],
    });
    expect(result).toEqual({
      ok: false,
      errors: expect.arrayContaining([
        expect.objectContaining({ field: 'tvs.0.fireplaceOutlet' }),
        expect.objectContaining({ field: 'tvs.0.largeTvAssistance' }),
        expect.objectContaining({ field: 'additionalServices.0.quantity' }),
        expect.objectContaining({ field: 'additionalServices.0.option' }),
        expect.objectContaining({ field: 'products.0.productId' }),
      ]),
    });
    expect(result.ok ? [] : result.errors).toHaveLength(5);
  });
});
