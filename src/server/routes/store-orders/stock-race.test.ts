// decisions.md "Store (Mount Depot)": stock is reserved atomically, also when many buyers race
// for the last items; an unpaid order's stock comes back after 15 minutes, once. In process on
// whichever database the tests use; with DATABASE_URL also across app servers on PostgreSQL.
import { and, eq, isNull, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockHolds, storeOrders } from '../../db/schema/index';
import { appServersOn, raceRequest } from '../../testing/app-servers';
import { createTestApp } from '../../testing/test-app';
import { sweepLapsedOrders } from '../../store-orders/sweep';
import { orderBody, postItems, postOrder, productBySlug, setStock, stockOf } from './testing';

const app = await createTestApp();
const MINUTE = 60_000;

type Result = { status: number; body: { message?: string } };
function tally(results: Result[]) {
  return {
    sold: results.filter((r) => r.status === 201),
    refused: results.filter((r) => r.status === 409),
    other: results.filter((r) => r.status !== 201 && r.status !== 409),
  };
}

async function unitsHeld(productId: number) {
  const rows = await app.ctx.db
    .select({ quantity: stockHolds.quantity })
    .from(stockHolds)
    .where(and(eq(stockHolds.productId, productId), isNull(stockHolds.releasedAt)));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

describe('30 buyers racing for the last 3 units', () => {
  it('sells exactly 3, tells the other 27 how many are left, and never fails', async () => {
    const product = await productBySlug(app, 'tilting-mount');
    await setStock(app, product.id, 3);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postOrder(
          app,
          orderBody({ name: `Racer ${i}`, items: [{ productId: product.id, quantity: 1 }] }),
        ).then((r) => ({ status: r.statusCode, body: r.json() })),
      ),
    );
    const { sold, refused, other } = tally(results);
    expect(other).toEqual([]);
    expect(sold).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const r of refused) expect(r.body.message).toMatch(/^Tilting TV Mount is out of stock/);
    expect(await stockOf(app, product.id)).toBe(0);
    expect(await unitsHeld(product.id)).toBe(3);
  });
});

describe('an unpaid order after 15 minutes', () => {
  it('gives its stock back once, however often and wherever the sweep runs', async () => {
    const product = await productBySlug(app, 'basic-led-kit');
    await setStock(app, product.id, 5);
    const order = (await postItems(app, { productId: product.id, quantity: 2 })).json();
    expect(await stockOf(app, product.id)).toBe(3);
    const expires = new Date(order.holdExpiresAt).getTime();

    // A minute before the hold lapses nothing moves.
    expect(await sweepLapsedOrders(app.ctx.db, new Date(expires - MINUTE))).toEqual({
      cancelledOrders: 0,
      unitsReleased: 0,
    });
    expect(await stockOf(app, product.id)).toBe(3);

    // Three sweeps at once (three servers) after the lapse: the units come back once.
    // (Other tests' unpaid orders lapse too: count every unit still held by a lapsing order.)
    const later = new Date(expires + MINUTE);
    const lapsing = await app.ctx.db
      .select({ quantity: stockHolds.quantity })
      .from(stockHolds)
      .innerJoin(storeOrders, eq(storeOrders.id, stockHolds.storeOrderId))
      .where(and(isNull(stockHolds.releasedAt), lte(storeOrders.holdExpiresAt, later)));
    const expected = lapsing.reduce((n, row) => n + row.quantity, 0);
    expect(expected).toBeGreaterThanOrEqual(2);
    const sweeps = await Promise.all([1, 2, 3].map(() => sweepLapsedOrders(app.ctx.db, later)));
    expect(sweeps.reduce((n, s) => n + s.unitsReleased, 0)).toBe(expected);
    expect(await stockOf(app, product.id)).toBe(5);
    expect(await sweepLapsedOrders(app.ctx.db, new Date(expires + 10 * MINUTE))).toEqual({
      cancelledOrders: 0,
      unitsReleased: 0,
    });
    const [row] = await app.ctx.db.select().from(storeOrders).where(eq(storeOrders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: 'payment not completed' });
  });

  it('is swept before a new order, so a buyer gets the lapsed units', async () => {
    const product = await productBySlug(app, 'cable-concealer');
    await setStock(app, product.id, 1);
    const first = await postItems(app, { productId: product.id, quantity: 1 });
    expect(first.statusCode).toBe(201);
    expect((await postItems(app, { productId: product.id, quantity: 1 })).statusCode).toBe(409);
    // The first buyer's hold lapsed (as if 16 minutes had passed).
    await app.ctx.db
      .update(storeOrders)
      .set({ holdExpiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(storeOrders.id, first.json().id));
    const second = await postItems(app, { productId: product.id, quantity: 1 });
    expect(second.statusCode).toBe(201);
    expect(await stockOf(app, product.id)).toBe(0);
  });
});

const databaseUrl = app.ctx.config.DATABASE_URL;
// Several app servers only exist on PostgreSQL (PGlite is one process's embedded database).
if (databaseUrl) {
  const startServer = appServersOn(databaseUrl);

  describe('three app servers on one PostgreSQL database', () => {
    it('30 buyers spread over the servers for the last 3 units: 3 sold, 27 refused', async () => {
      const servers = await Promise.all([startServer(), startServer()]);
      const product = await productBySlug(app, 'large-floating-shelf');
      await setStock(app, product.id, 3);
      const attempts = Array.from({ length: 30 }, (_, i) => {
        const body = orderBody({
          name: `Racer ${i}`,
          items: [{ productId: product.id, quantity: 1 }],
        });
        return raceRequest<Result['body']>(servers, i, '/api/store-orders', body, () =>
          postOrder(app, body),
        );
      });
      const { sold, refused, other } = tally(await Promise.all(attempts));
      expect(other).toEqual([]);
      expect(sold).toHaveLength(3);
      expect(refused).toHaveLength(27);
      expect(await stockOf(app, product.id)).toBe(0);
      expect(await unitsHeld(product.id)).toBe(3);
    }, 120_000);
  });
}
