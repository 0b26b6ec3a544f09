import { describe, expect, it } from 'vitest';
import { calculateQuote } from '../pricing/calculate-quote';
import { quoteRequestSchema, quoteResponseSchema } from './quote';

const tv = { tvSize: '44-55', wallType: 'drywall_studs', room: 'Den' };

describe('quoteRequestSchema', () => {
  it('accepts TVs alone, services alone or products alone', () => {
    expect(quoteRequestSchema.safeParse({ tvs: [tv] }).success).toBe(true);
    expect(
      quoteRequestSchema.safeParse({
        tvs: [],
        additionalServices: [{ type: 'ceilingFan', option: 'smart', quantity: 1 }],
      }).success,
    ).toBe(true);
    expect(
      quoteRequestSchema.safeParse({ tvs: [], products: [{ productId: 3, quantity: 2 }] }).success,
    ).toBe(true);
  });

  it('refuses an empty request', () => {
    const result = quoteRequestSchema.safeParse({ tvs: [], additionalServices: [], products: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Add at least one TV, service or product');
  });

  it('allows at most 20 TVs', () => {
    expect(quoteRequestSchema.safeParse({ tvs: Array(20).fill(tv) }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ tvs: Array(21).fill(tv) }).success).toBe(false);
  });

  it.each([0, 21, 1.5])('refuses quantity %s with the field path', (quantity) => {
    const result = quoteRequestSchema.safeParse({
      tvs: [],
      additionalServices: [{ type: 'ceilingFan', option: 'smart', quantity }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['additionalServices', 0, 'quantity']);
  });

  it('refuses an unknown service type and a non-positive product id', () => {
    const service = quoteRequestSchema.safeParse({
      tvs: [],
      additionalServices: [{ type: 'poolCleaning', option: 'standard', quantity: 1 }],
    });
    expect(service.error?.issues[0]?.path).toEqual(['additionalServices', 0, 'type']);
    const product = quoteRequestSchema.safeParse({
      tvs: [],
      products: [{ productId: 0, quantity: 1 }],
    });
    expect(product.error?.issues[0]?.path).toEqual(['products', 0, 'productId']);
  });

  it('names the TV field inside the list', () => {
    const result = quoteRequestSchema.safeParse({ tvs: [tv, { ...tv, wallType: 'glass' }] });
    expect(result.error?.issues[0]?.path).toEqual(['tvs', 1, 'wallType']);
  });
});

describe('quoteResponseSchema', () => {
  it('describes what the engine answers', () => {
    const request = quoteRequestSchema.parse({
      tvs: [tv, { ...tv, tvSize: '76-85', largeTvAssistance: 'two_techs', sameDayService: true }],
      additionalServices: [{ type: 'securityCameras', option: 'cameras_4', quantity: 1 }],
      products: [{ productId: 1, quantity: 2 }],
    });
    const result = calculateQuote(request, new Map([[1, { name: 'Mount', priceCents: 2999 }]]));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(quoteResponseSchema.parse(result.quote)).toEqual(result.quote);
  });

  it('refuses a fractional cent amount', () => {
    const result = calculateQuote({ tvs: [] });
    if (!result.ok) throw new Error('empty quote failed');
    expect(quoteResponseSchema.safeParse({ ...result.quote, totalCents: 10.5 }).success).toBe(
      false,
    );
  });
});
