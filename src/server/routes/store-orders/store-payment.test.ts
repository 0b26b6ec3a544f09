// Paying a store order (decisions.md "Store (Mount Depot)", "Public references"): the intent
// needs the order's own token, charges the stored total, 4000 0000 0000 0002 is declined and
// changes nothing, 4242 marks it paid once with a receipt in the outbox.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, storeOrders } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { sweepLapsedOrders } from '../../store-orders/sweep';
import { postItems, productBySlug, setStock, stockOf } from './testing';

const app = await createTestApp();
const shelf = await productBySlug(app, 'small-floating-shelf');
const nextYear = new Date().getFullYear() + 1;

function intent(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/stripe-payment-intent', payload });
}
function confirm(clientSecret: string, cardNumber: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: nextYear, cvc: '123' },
  });
}
async function newOrder(quantity = 2) {
  const res = await postItems(app, { productId: shelf.id, quantity });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; reference: string; manageToken: string; totalCents: number }>();
}
async function lookup(reference: string, token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/store-orders/lookup',
    payload: { reference, token },
  });
}

describe('paying a store order', () => {
  it('needs the order’s own token: a missing or wrong one is a 404', async () => {
    await setStock(app, shelf.id, 10);
    const order = await newOrder();
    const other = await newOrder(1);
    for (const manageToken of [undefined, 'wrong', other.manageToken]) {
      const res = await intent({ storeOrderId: order.id, ...(manageToken ? { manageToken } : {}) });
      expect(res.statusCode, res.body).toBe(404);
    }
    const both = await intent({ storeOrderId: order.id, bookingId: 1, manageToken: 'x' });
    expect(both.statusCode).toBe(400);
  });

  it('charges the stored total whatever amount is sent; declined keeps it unpaid; 4242 pays once', async () => {
    await setStock(app, shelf.id, 10);
    const order = await newOrder(2);
    expect(order.totalCents).toBe(2 * shelf.price);
    const res = await intent({
      storeOrderId: order.id,
      manageToken: order.manageToken,
      amount: 0.01,
      items: [{ id: shelf.id, quantity: 2, price: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ amountCents: 2 * shelf.price, storeOrderId: order.id });

    const declined = await confirm(body.clientSecret, '4000 0000 0000 0002');
    expect(declined.json()).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect((await lookup(order.reference, order.manageToken)).json()).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });

    const paid = await confirm(body.clientSecret, '4242 4242 4242 4242');
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const replay = await confirm(body.clientSecret, '4242 4242 4242 4242');
    expect(replay.json()).toMatchObject({ status: 'succeeded' });
    const view = (await lookup(order.reference, order.manageToken)).json();
    expect(view).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      totalCents: order.totalCents,
    });
    const mails = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Receipt for your Mount Depot order ${order.reference}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Small Floating Shelf');

    // Paid orders keep their stock when the sweep runs long after.
    const before = await stockOf(app, shelf.id);
    await sweepLapsedOrders(app.ctx.db, new Date(Date.now() + 60 * 60_000));
    expect(await stockOf(app, shelf.id)).toBeGreaterThanOrEqual(before);
    const [row] = await app.ctx.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row?.status).toBe('paid');

    const again = await intent({ storeOrderId: order.id, manageToken: order.manageToken });
    expect(again.statusCode).toBe(409);
  });

  it('an order swept after 15 minutes is paid only if its units are still there', async () => {
    await setStock(app, shelf.id, 2);
    const order = await newOrder(2);
    const res = await intent({ storeOrderId: order.id, manageToken: order.manageToken });
    const { clientSecret } = res.json();
    await sweepLapsedOrders(app.ctx.db, new Date(Date.now() + 16 * 60_000));
    expect(await stockOf(app, shelf.id)).toBe(2);
    // Someone else buys one of the two in the meantime.
    expect((await newOrder(1)).id).toBeGreaterThan(order.id);
    const late = await confirm(clientSecret, '4242 4242 4242 4242');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/went back on sale/);
    expect(await stockOf(app, shelf.id)).toBe(1);
  });
});
