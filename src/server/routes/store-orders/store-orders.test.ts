// POST /api/store-orders and the customer's read of an order (decisions.md "Store (Mount
// Depot)"), through the real app on a real database.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stockHolds, storeOrders } from '../../db/schema/index';
import { REFERENCE_PATTERN, hashManageToken } from '../../services/public-references';
import { createTestApp } from '../../testing/test-app';
import { orderBody, postItems, postOrder, productBySlug, setStock, stockOf } from './testing';

const app = await createTestApp();
const fullMotion = await productBySlug(app, 'full-motion-mount');
const hdmi = await productBySlug(app, 'hdmi-cable');

describe('POST /api/store-orders', () => {
  it('answers 201 with the database prices, a reference, a token and a 15-minute hold', async () => {
    const before = await stockOf(app, fullMotion.id);
    const started = Date.now();
    const res = await postItems(
      app,
      { productId: fullMotion.id, quantity: 2 },
      { productId: hdmi.id, quantity: 1 },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'holdExpiresAt',
        'id',
        'items',
        'manageToken',
        'paymentStatus',
        'reference',
        'status',
        'totalCents',
      ].sort(),
    );
    expect(body).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', totalCents: 17497 });
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    expect(body.items).toEqual([
      {
        productId: fullMotion.id,
        name: 'Full Motion TV Mount',
        quantity: 2,
        unitPriceCents: 7499,
        lineTotalCents: 14998,
      },
      {
        productId: hdmi.id,
        name: 'Ultra High Speed HDMI Cable',
        quantity: 1,
        unitPriceCents: 2499,
        lineTotalCents: 2499,
      },
    ]);
    const holdMs = new Date(body.holdExpiresAt).getTime() - started;
    expect(holdMs).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(await stockOf(app, fullMotion.id)).toBe(before - 2);

    // Only the token's hash is stored.
    const [row] = await app.ctx.db.select().from(storeOrders).where(eq(storeOrders.id, body.id));
    expect(row?.manageTokenHash).toBe(hashManageToken(body.manageToken));
    expect(JSON.stringify(row)).not.toContain(body.manageToken);
  });

  it('never uses a price the client sends', async () => {
    const res = await postOrder(app, {
      ...orderBody({ items: [{ productId: hdmi.id, quantity: 3 }] }),
      items: [{ productId: hdmi.id, quantity: 3, price: 1, unitPriceCents: 1 }],
      totalCents: 3,
      amount: 0.03,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().totalCents).toBe(3 * 2499);
    expect(res.json().items[0].unitPriceCents).toBe(2499);
  });

  it('adds up the same product on two lines', async () => {
    const before = await stockOf(app, hdmi.id);
    const res = await postItems(
      app,
      { productId: hdmi.id, quantity: 1 },
      { productId: hdmi.id, quantity: 2 },
    );
    expect(res.statusCode).toBe(201);
    expect(await stockOf(app, hdmi.id)).toBe(before - 3);
  });

  it('is a 409 naming the product and what is left when the order asks for more', async () => {
    const shelf = await productBySlug(app, 'small-floating-shelf');
    await setStock(app, shelf.id, 2);
    const res = await postItems(app, { productId: shelf.id, quantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Only 2 of Small Floating Shelf (20") left. Lower the quantity and try again.',
    );
    // Nothing was taken, not even from the other lines of the same order.
    const before = await stockOf(app, fullMotion.id);
    const mixed = await postItems(
      app,
      { productId: fullMotion.id, quantity: 1 },
      { productId: shelf.id, quantity: 5 },
    );
    expect(mixed.statusCode).toBe(409);
    expect(await stockOf(app, fullMotion.id)).toBe(before);
    expect(await stockOf(app, shelf.id)).toBe(2);

    await setStock(app, shelf.id, 0);
    const out = await postItems(app, { productId: shelf.id, quantity: 1 });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe('Small Floating Shelf (20") is out of stock (0 left).');
  });

  it.each([
    [{ items: [] }, 'items'],
    [{ items: [{ productId: 1, quantity: 0 }] }, 'items.0.quantity'],
    [{ items: [{ productId: 1, quantity: 21 }] }, 'items.0.quantity'],
    [{ items: [{ productId: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    [{ items: [{ productId: 99999, quantity: 1 }] }, 'items.0.productId'],
    [{ name: '  ' }, 'name'],
    [{ email: 'not-mail' }, 'email'],
    [{ phone: '123' }, 'phone'],
    [{ fulfilment: 'drone' }, 'fulfilment'],
    [{ fulfilment: 'delivery' }, 'address'],
    [{ fulfilment: 'delivery', address: '1 Main St, Charlotte NC' }, 'address'],
    // A five-digit house number is not a ZIP (issue 26).
    [{ fulfilment: 'delivery', address: '12345 Main St, Charlotte NC' }, 'address'],
    [{ notes: 'x'.repeat(1001) }, 'notes'],
  ])('refuses %j with a 400 naming %s', async (overrides, field) => {
    const res = await postOrder(app, orderBody(overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `));
  });

  it('delivers only inside the service area, naming the ZIP outside it', async () => {
    const outside = await postOrder(
      app,
      orderBody({ fulfilment: 'delivery', address: '10 Elm St, Raleigh, NC 27601' }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toMatch(/^address: .*27601/);
    const inside = await postOrder(
      app,
      orderBody({ fulfilment: 'delivery', address: '500 S Tryon St, Charlotte, NC 28202' }),
    );
    expect(inside.statusCode).toBe(201);
  });

  it('refuses a deactivated product as unknown', async () => {
    const camera = await productBySlug(app, 'wireless-camera');
    await app.ctx.db.update(products).set({ isActive: false }).where(eq(products.id, camera.id));
    const res = await postItems(app, { productId: camera.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('items.0.productId: Unknown product');
  });

  it('records one hold per product for the order', async () => {
    const res = await postItems(app, { productId: hdmi.id, quantity: 4 });
    const holds = await app.ctx.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.storeOrderId, res.json().id));
    expect(holds).toMatchObject([{ productId: hdmi.id, quantity: 4, releasedAt: null }]);
  });
});

describe('POST /api/store-orders/lookup', () => {
  it('shows the customer their own order with reference and token, and nothing private', async () => {
    const created = (
      await postOrder(
        app,
        orderBody({ notes: 'Leave at the desk', items: [{ productId: hdmi.id, quantity: 1 }] }),
      )
    ).json();
    const res = await app.inject({
      method: 'POST',
      url: '/api/store-orders/lookup',
      payload: { reference: created.reference, token: created.manageToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      reference: created.reference,
      status: 'pending',
      paymentStatus: 'unpaid',
      totalCents: 2499,
    });
    const text = JSON.stringify(body);
    for (const secret of ['dana@example.com', '555-0190', 'Leave at the desk', 'Dana']) {
      expect(text).not.toContain(secret);
    }
    expect(body).not.toHaveProperty('id');
  });

  it('is the same 404 for a wrong token and an unknown reference', async () => {
    const created = (await postItems(app, { productId: hdmi.id, quantity: 1 })).json();
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/store-orders/lookup',
      payload: { reference: created.reference, token: 'x'.repeat(43) },
    });
    const wrongReference = await app.inject({
      method: 'POST',
      url: '/api/store-orders/lookup',
      payload: { reference: 'CTM-222222', token: created.manageToken },
    });
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongReference.statusCode).toBe(404);
    expect(wrongToken.body).toBe(wrongReference.body);
  });
});
