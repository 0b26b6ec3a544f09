// decisions.md "Store (Mount Depot)": products put into a booking through the shared cart are
// priced by the server and reserve stock with the booking; an ended booking gives them back.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, postBooking, validDraft } from '../bookings/testing';
import { login } from '../staff-bookings/staff-fixtures';
import { sweepLapsedOrders } from '../../store-orders/sweep';
import { productBySlug, setStock, stockOf } from './testing';

const app = await createTestApp();

describe('store products in a booking', () => {
  it('are priced from the database and take their stock with the booking', async () => {
    const shelf = await productBySlug(app, 'medium-floating-shelf');
    await setStock(app, shelf.id, 3);
    const res = await postBooking(
      app,
      validDraft({
        appointmentDate: dayAhead(4),
        products: [{ productId: shelf.id, quantity: 2 }],
        // A client's figures are never used.
        totalPrice: 1,
      } as never),
    );
    expect(res.statusCode).toBe(201);
    // One TV (99 + 29.99) plus two shelves at the database's 70.00.
    expect(res.json().totalPrice).toBe(12899 + 2 * 7000);
    expect(await stockOf(app, shelf.id)).toBe(1);

    // Staff see what was bought with the booking.
    const admin = await login(app, 'admin', 'admin123');
    const list = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: { authorization: `Bearer ${admin}` },
    });
    const staffView = list.json().find((b: { id: number }) => b.id === res.json().id);
    expect(staffView.products).toEqual([
      { productId: shelf.id, name: 'Medium Floating Shelf (32")', quantity: 2 },
    ]);

    const short = await postBooking(
      app,
      validDraft({
        appointmentDate: dayAhead(5),
        products: [{ productId: shelf.id, quantity: 2 }],
      }),
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      'Only 1 of Medium Floating Shelf (32") left. Lower the quantity and try again.',
    );
    expect(await stockOf(app, shelf.id)).toBe(1);

    // Cancelled: the sweep gives the two shelves back, once.
    await app.ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, res.json().id));
    await sweepLapsedOrders(app.ctx.db);
    await sweepLapsedOrders(app.ctx.db);
    expect(await stockOf(app, shelf.id)).toBe(3);
  });
});
