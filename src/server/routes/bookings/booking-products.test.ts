// Issue 26, decisions.md "What the turn-3 walk-throughs settled": products from the builder's cart
// are part of the booking. The server prices them (a cart mount replaces the TV's purchased mount),
// reserves their stock with it, and they show to staff, to the technician (job and e-mail) and to
// the customer (the 201 answer, the confirmation e-mail and the manage view).
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { bearer, login, mailsTo, staffId } from '../staff-bookings/staff-fixtures';
import { productBySlug, setStock, stockOf } from '../store-orders/testing';
import { dayAhead, postBooking, validDraft } from './testing';

const app = await createTestApp();

describe('a booking with products from the shared cart', () => {
  it('holds their stock, charges the cart mount once, and shows them to everyone', async () => {
    const mount = await productBySlug(app, 'full-motion-mount');
    const shelf = await productBySlug(app, 'small-floating-shelf');
    await setStock(app, mount.id, 4);
    await setStock(app, shelf.id, 4);
    const email = 'products.buyer@example.com';
    const res = await postBooking(
      app,
      validDraft({
        email,
        appointmentDate: dayAhead(4),
        // The TV asks for our flat mount; the cart's full-motion mount replaces it.
        tvs: [{ tvSize: '56-65', wallType: 'drywall_studs', room: 'Living Room' }],
        products: [
          { productId: mount.id, quantity: 1 },
          { productId: shelf.id, quantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    // 99 installation + 74.99 mount (once, as a product) + 2 x 50 shelves; no 29.99 flat mount.
    expect(booking.totalPrice).toBe(9900 + 7499 + 2 * 5000);
    const tvMount = booking.priceBreakdown.tvs[0].parts.find(
      (part: { key: string }) => part.key === 'mount',
    );
    expect(tvMount).toEqual({
      key: 'mount',
      label:
        'Full Motion TV Mount from your cart (priced with the products), instead of the Flat Mount',
      cents: 0,
    });
    expect(await stockOf(app, mount.id)).toBe(3);
    expect(await stockOf(app, shelf.id)).toBe(2);

    // No separate store order was made.
    const admin = await login(app, 'admin', 'admin123');
    const orders = await app.inject({
      method: 'GET',
      url: '/api/store-orders',
      headers: bearer(admin),
    });
    expect(orders.statusCode).toBe(200);
    const orderList = orders.json();
    expect(Array.isArray(orderList) ? orderList : orderList.orders).toEqual([]);

    // Staff: the booking's details.
    const booked = [
      { productId: mount.id, name: 'Full Motion TV Mount', quantity: 1 },
      { productId: shelf.id, name: 'Small Floating Shelf (20")', quantity: 2 },
    ];
    const staffList = await app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: bearer(admin),
    });
    const staffView = staffList.json().find((b: { id: number }) => b.id === booking.id);
    expect(staffView.products).toEqual(booked);
    const csv = await app.inject({
      method: 'GET',
      url: '/api/bookings.csv',
      headers: bearer(admin),
    });
    // CSV doubles the quote of 20".
    expect(csv.body).toContain('"Full Motion TV Mount x 1; Small Floating Shelf (20"") x 2"');
    const [newBookingMail] = await mailsTo(app, 'admin@example.com');
    expect(newBookingMail?.text).toContain(
      'Full Motion TV Mount x 1; Small Floating Shelf (20") x 2',
    );

    // The technician: the assignment e-mail and the job.
    const mikeId = await staffId(app, 'mike');
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(admin),
      payload: { assignedTechnicianId: mikeId },
    });
    expect(assigned.statusCode).toBe(200);
    const [jobMail] = await mailsTo(app, 'mike@example.com');
    expect(jobMail?.text).toContain(
      'Products to bring and install: Full Motion TV Mount x 1; Small Floating Shelf (20") x 2',
    );
    const mike = await login(app, 'mike', 'tech123');
    const jobs = await app.inject({
      method: 'GET',
      url: `/api/technician/bookings/${mikeId}`,
      headers: bearer(mike),
    });
    expect(jobs.json().find((b: { id: number }) => b.id === booking.id).products).toEqual(booked);

    // The customer: the confirmation e-mail and the manage view.
    const [confirmation] = await mailsTo(app, email);
    expect(confirmation?.text).toContain('Full Motion TV Mount x1');
    expect(confirmation?.text).toContain('Small Floating Shelf (20") x2');
    const manage = await app.inject({ method: 'GET', url: `/api/manage/${booking.manageToken}` });
    expect(manage.json().products).toEqual([
      {
        productId: mount.id,
        name: 'Full Motion TV Mount',
        unitCents: 7499,
        quantity: 1,
        totalCents: 7499,
      },
      {
        productId: shelf.id,
        name: 'Small Floating Shelf (20")',
        unitCents: 5000,
        quantity: 2,
        totalCents: 10000,
      },
    ]);
  });
});
