// GET /api/stats carries the store's sales as their own figure (issue 26 item 16): paid store
// orders count, unpaid and refunded ones do not, and Booked/Collected stay about bookings.
import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../domain/scheduling/business-time';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';
import { postItems, productBySlug, setStock } from '../store-orders/testing';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const as = { authorization: `Bearer ${admin}` };
const nextYear = new Date().getFullYear() + 1;

async function stats(query = '') {
  const answer = await app.inject({ method: 'GET', url: `/api/stats${query}`, headers: as });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    storeSalesCents: number;
    bookedCents: number;
    collectedCents: number;
  };
}

async function order(productId: number, quantity: number, pay: boolean) {
  const made = await postItems(app, { productId, quantity });
  expect(made.statusCode, made.body).toBe(201);
  const created = made.json() as { id: number; manageToken: string; totalCents: number };
  if (pay) {
    const intent = await app.inject({
      method: 'POST',
      url: '/api/stripe-payment-intent',
      payload: { storeOrderId: created.id, manageToken: created.manageToken },
    });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: intent.json().clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: nextYear,
        cvc: '123',
      },
    });
    expect(paid.json().status).toBe('succeeded');
  }
  return created;
}

describe('GET /api/stats storeSalesCents', () => {
  it('adds paid store orders in integer cents, not unpaid or refunded ones, apart from Booked', async () => {
    const before = await stats();
    expect(Number.isInteger(before.storeSalesCents)).toBe(true);

    const cable = await productBySlug(app, 'hdmi-cable');
    await setStock(app, cable.id, 10);
    const kept = await order(cable.id, 2, true);
    await order(cable.id, 1, false);
    const refunded = await order(cable.id, 1, true);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/store-orders/${refunded.id}`,
      headers: as,
      payload: { status: 'cancelled', reason: 'Customer changed their mind' },
    });
    expect(cancel.json()).toMatchObject({ paymentStatus: 'refunded' });

    const after = await stats();
    expect(after.storeSalesCents - before.storeSalesCents).toBe(kept.totalCents);
    expect(kept.totalCents).toBe(2 * cable.price);
    expect(after.bookedCents).toBe(before.bookedCents);
    expect(after.collectedCents).toBe(before.collectedCents);

    // Filtered by the New York day the order was paid.
    const today = businessToday(new Date());
    const day = await stats(`?from=${today}&to=${today}`);
    expect(day.storeSalesCents).toBeGreaterThanOrEqual(kept.totalCents);
    const longAgo = await stats('?from=2001-01-01&to=2001-01-02');
    expect(longAgo.storeSalesCents).toBe(0);
  });
});
