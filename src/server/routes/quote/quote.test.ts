// POST /api/quote against the real app and database: it must agree with the engine, cent for cent,
// and refuse every forbidden or unknown input with a 400 naming the field.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateQuote } from '../../../domain/pricing/calculate-quote';
import { quoteRequestSchema, type QuoteRequestInput } from '../../../domain/schemas/quote';
import { products } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { findProductPrices, listProducts } from '../../catalog/products';

const app = await createTestApp();
const [mount, cable] = await listProducts(app.ctx.db);
if (!mount || !cable) throw new Error('the demo seed should have products');

const postQuote = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/quote', payload: payload as object });

/** What the engine says for the same body, with the database's product prices. */
async function engineQuote(body: QuoteRequestInput) {
  const parsed = quoteRequestSchema.parse(body);
  const prices = await findProductPrices(
    app.ctx.db,
    (parsed.products ?? []).map((line) => line.productId),
  );
  const result = calculateQuote(parsed, prices);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
}

const cases: { name: string; body: QuoteRequestInput; totalCents: number }[] = [
  {
    name: 'one TV on drywall with a flat mount',
    body: { tvs: [{ tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' }] },
    // 99 + 29.99
    totalCents: 12899,
  },
  {
    name: 'two TVs with the multi-TV discount and one same-day fee',
    body: {
      tvs: [
        {
          tvSize: '56-65',
          wallType: 'brick',
          room: 'Living Room',
          mountType: 'tilt',
          wireInWall: true,
          sameDayService: true,
        },
        {
          tvSize: '24-43',
          wallType: 'drywall_studs',
          room: 'Master Bedroom',
          mountOption: 'own',
          sameDayService: true,
        },
      ],
    },
    // TV 1: 99 + 39.99 + 95 + 79.99 = 313.98; TV 2: 80 (own mount, up to 50") -> 393.98
    // discount 10% = 39.398 -> 39.40; 393.98 - 39.40 + 75 same-day once = 429.58
    totalCents: 42958,
  },
  {
    name: 'additional services, priced by option and quantity',
    body: {
      tvs: [],
      additionalServices: [
        { type: 'ceilingFan', option: 'with_light', quantity: 2 },
        { type: 'securityCameras', option: 'cameras_4', quantity: 1 },
      ],
    },
    // 2 x 179 + 599
    totalCents: 95700,
  },
  {
    name: 'store products at the database price',
    body: {
      tvs: [
        { tvSize: '66-75', wallType: 'tile', room: 'Family Room', apartmentComplex: 'artizia' },
      ],
      products: [
        { productId: mount.id, quantity: 1 },
        { productId: cable.id, quantity: 3 },
      ],
    },
    // 99 + 50 high-rise outside 28202/28203 (the cart's mount replaces the TV's 29.99 flat
    // mount, issue 26), then the products at the seeded prices
    totalCents: 14900 + mount.price + 3 * cable.price,
  },
];

describe('POST /api/quote', () => {
  it.each(cases)('agrees with the engine: $name', async ({ body, totalCents }) => {
    const res = await postQuote(body);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toEqual(await engineQuote(body));
    expect(answer.totalCents).toBe(totalCents);
  });

  it('answers the whole breakdown: parts per TV, discount, fees, services and products', async () => {
    const res = await postQuote(cases[1]?.body);
    const answer = res.json();
    expect(answer.tvs).toHaveLength(2);
    expect(answer.tvs[0].parts.map((part: { key: string }) => part.key)).toEqual([
      'installation',
      'mount',
      'wall',
      'wireInWall',
    ]);
    expect(answer.discountCents).toBe(3940);
    expect(answer.oneTimeFees).toEqual([
      { key: 'sameDayService', label: 'Same-Day Service', cents: 7500 },
    ]);
  });

  it('uses the server price of a product, never one sent by the browser', async () => {
    const res = await postQuote({
      tvs: [],
      products: [{ productId: mount.id, quantity: 1, price: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().products[0]).toMatchObject({ unitCents: mount.price, name: mount.name });
  });

  const tv = { tvSize: '44-55', wallType: 'drywall_studs', room: 'Living Room' };
  const refused: { name: string; body: unknown; field: string }[] = [
    {
      name: 'a fireplace outlet on brick',
      body: { tvs: [{ ...tv, wallType: 'brick', fireplaceOutlet: true }] },
      field: 'tvs.0.fireplaceOutlet',
    },
    {
      name: 'an unknown wall type',
      body: { tvs: [tv, { ...tv, wallType: 'marble' }] },
      field: 'tvs.1.wallType',
    },
    {
      name: 'a frame box without the frame wall',
      body: { tvs: [{ ...tv, frameMediaBoxType: 'premium' }] },
      field: 'tvs.0.frameMediaBoxType',
    },
    {
      name: 'two technicians on a 44-55 TV',
      body: { tvs: [{ ...tv, largeTvAssistance: 'two_techs' }] },
      field: 'tvs.0.largeTvAssistance',
    },
    {
      name: 'a quantity of 21',
      body: {
        tvs: [tv],
        additionalServices: [{ type: 'ceilingFan', option: 'standard', quantity: 21 }],
      },
      field: 'additionalServices.0.quantity',
    },
    {
      name: 'an unknown service option',
      body: { tvs: [], additionalServices: [{ type: 'ceilingFan', option: 'gold', quantity: 1 }] },
      field: 'additionalServices.0.option',
    },
    {
      name: 'an unknown product id',
      body: { tvs: [tv], products: [{ productId: 999_999, quantity: 1 }] },
      field: 'products.0.productId',
    },
    {
      name: 'an unknown apartment complex',
      body: { tvs: [{ ...tv, apartmentComplex: 'nowhere-towers' }] },
      field: 'tvs.0.apartmentComplex',
    },
  ];

  it.each(refused)('refuses $name with a 400 naming $field', async ({ body, field }) => {
    const res = await postQuote(body);
    expect(res.statusCode).toBe(400);
    const error = res.json();
    expect(error.message.startsWith(`${field}: `)).toBe(true);
    expect(Object.keys(error.fieldErrors)).toContain(field);
  });

  it('refuses an empty request', async () => {
    const res = await postQuote({ tvs: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Add at least one TV, service or product/);
  });

  // The answer cache (docs/decisions/008-quote-answer-cache.md) must never change an answer.
  describe('a configuration sent again', () => {
    const postText = (text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/quote',
        headers: { 'content-type': 'application/json' },
        payload: text,
      });

    it('gets the same answer, with the JSON type and the security headers', async () => {
      const text = JSON.stringify(cases[1]?.body);
      const first = await postText(text);
      const again = await postText(text);
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.json().totalCents).toBe(42958);
      for (const name of ['content-type', 'content-security-policy', 'x-content-type-options'])
        expect(again.headers[name]).toBe(first.headers[name]);
    });

    it('is refused again when it was refused', async () => {
      const text = JSON.stringify({ tvs: [{ ...tv, wallType: 'brick', fireplaceOutlet: true }] });
      for (const res of [await postText(text), await postText(text)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^tvs\.0\.fireplaceOutlet: /);
      }
    });

    it('is priced at the new price of a product whose price changed', async () => {
      const text = JSON.stringify({ tvs: [], products: [{ productId: cable.id, quantity: 2 }] });
      expect((await postText(text)).json().totalCents).toBe(2 * cable.price);
      await app.ctx.db
        .update(products)
        .set({ price: cable.price + 100 })
        .where(eq(products.id, cable.id));
      try {
        expect((await postText(text)).json().totalCents).toBe(2 * (cable.price + 100));
      } finally {
        await app.ctx.db
          .update(products)
          .set({ price: cable.price })
          .where(eq(products.id, cable.id));
      }
    });

    it('still refuses malformed JSON, a poisoned prototype and an oversized body', async () => {
      const malformed = await postText('{not json');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'body: Malformed JSON', code: 'field_invalid' });
      const poisoned = await postText(`{"__proto__":{"admin":true},"tvs":[${JSON.stringify(tv)}]}`);
      expect(poisoned.statusCode).toBe(400);
      const oversized = await postText(JSON.stringify({ tvs: [tv], pad: 'x'.repeat(70 * 1024) }));
      expect(oversized.statusCode).toBe(413);
    });
  });
});
