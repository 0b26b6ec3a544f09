// The admin's store calls (decisions.md "Staff operations calls", "Partial updates"): only an
// admin may call them; products are created and changed field by field; orders are fulfilled
// and cancelled (a paid one refunded, its units back on sale). Also the public placeholder image.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outboxEmails, payments } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { login } from '../staff-bookings/staff-fixtures';
import { postItems, productBySlug, setStock, stockOf } from './testing';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');
const tech = await login(app, 'mike', 'tech123');
const nextYear = new Date().getFullYear() + 1;
const as = (token: string) => ({ authorization: `Bearer ${token}` });

function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: token ? as(token) : {},
    ...(payload ? { payload } : {}),
  });
}

async function paidOrder(productId: number, quantity: number) {
  const order = (await postItems(app, { productId, quantity })).json();
  const intent = (
    await call('POST', '/api/stripe-payment-intent', undefined, {
      storeOrderId: order.id,
      manageToken: order.manageToken,
    })
  ).json();
  const paid = await call('POST', '/api/payments/sandbox/confirm', undefined, {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: nextYear,
    cvc: '123',
  });
  expect(paid.json().status).toBe('succeeded');
  return order as { id: number; reference: string };
}

describe('staff store calls', () => {
  it('answer 401 without a token and 403 to a technician, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/store-orders'],
      ['PUT', '/api/store-orders/1'],
      ['GET', '/api/admin/products'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, url).toBe(401);
      expect((await call(method, url, tech, {})).statusCode, url).toBe(403);
    }
  });

  it('create a product, change only its stock, deactivate it: it leaves the store', async () => {
    const created = await call('POST', '/api/products', admin, {
      name: 'Soundbar Bracket',
      description: 'Holds a soundbar under the TV.',
      category: 'mounts',
      price: 3999,
      stock: 4,
      images: ['/assets/products/tilting-mount.svg'],
      features: ['Fits most soundbars'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      slug: 'soundbar-bracket',
      stock: 4,
      inStock: true,
      isActive: true,
    });

    const stockOnly = await call('PUT', `/api/products/${product.id}`, admin, { stock: 0 });
    expect(stockOnly.json()).toMatchObject({ stock: 0, inStock: false, price: 3999 });
    const bad = await call('PUT', `/api/products/${product.id}`, admin, { price: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/price/);
    // Images are this site's files: another site's address would be hot-linked (and CSP-blocked).
    for (const image of [
      'https://cdn.example.com/mount.jpg',
      '//cdn.example.com/mount.jpg',
      '/assets/../../etc/passwd',
    ]) {
      const foreign = await call('PUT', `/api/products/${product.id}`, admin, { images: [image] });
      expect(foreign.statusCode, image).toBe(400);
      expect(foreign.json().message, image).toMatch(/images/);
    }
    const unknown = await call('PUT', `/api/products/${product.id}`, admin, { colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect((await call('PUT', '/api/products/999999', admin, { stock: 1 })).statusCode).toBe(404);

    await call('PUT', `/api/products/${product.id}`, admin, { isActive: false, stock: 3 });
    const store = (await call('GET', '/api/products')).json() as { id: number }[];
    expect(store.some((p) => p.id === product.id)).toBe(false);
    const all = (await call('GET', '/api/admin/products', admin)).json() as { id: number }[];
    expect(all.some((p) => p.id === product.id)).toBe(true);
    const order = await postItems(app, { productId: product.id, quantity: 1 });
    expect(order.statusCode).toBe(400);
  });

  it('fulfil a paid order; cancel a paid one: refunded, mailed, units back on sale', async () => {
    const cable = await productBySlug(app, 'hdmi-cable');
    await setStock(app, cable.id, 5);
    const unpaid = (await postItems(app, { productId: cable.id, quantity: 1 })).json();
    const notYet = await call('PUT', `/api/store-orders/${unpaid.id}`, admin, {
      status: 'fulfilled',
    });
    expect(notYet.statusCode).toBe(409);

    const first = await paidOrder(cable.id, 1);
    const fulfilled = await call('PUT', `/api/store-orders/${first.id}`, admin, {
      status: 'fulfilled',
    });
    expect(fulfilled.json()).toMatchObject({ status: 'fulfilled', paymentStatus: 'paid' });

    const second = await paidOrder(cable.id, 2);
    expect(await stockOf(app, cable.id)).toBe(1);
    const cancelled = await call('PUT', `/api/store-orders/${second.id}`, admin, {
      status: 'cancelled',
      reason: 'Customer changed their mind',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(app, cable.id)).toBe(3);
    const [payment] = await app.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.storeOrderId, second.id));
    expect(payment?.status).toBe('refunded');
    const mail = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Your Mount Depot order ${second.reference} was cancelled`));
    expect(mail[0]?.text).toContain('We refunded $49.98');
    // Twice changes nothing more.
    await call('PUT', `/api/store-orders/${second.id}`, admin, { status: 'cancelled' });
    expect(await stockOf(app, cable.id)).toBe(3);

    const list = (await call('GET', '/api/store-orders?status=cancelled', admin)).json() as {
      id: number;
    }[];
    expect(list.some((o) => o.id === second.id)).toBe(true);
    expect((await call('GET', '/api/store-orders?status=nope', admin)).statusCode).toBe(400);
  });
});

describe('cancel on the embedded database (issue 25)', () => {
  afterEach(() => vi.useRealTimers());

  it('cancels a paid and an unpaid order with the business facts not cached; the site answers on', async () => {
    const cable = await productBySlug(app, 'hdmi-cable');
    await setStock(app, cable.id, 5);
    const unpaid = (await postItems(app, { productId: cable.id, quantity: 1 })).json();
    const paid = await paidOrder(cable.id, 1);
    for (const order of [unpaid, paid]) {
      // Past the facts' 5 s freshness: the cancel must read them from the database. Inside its
      // transaction that read froze every request on PGlite.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
      const started = performance.now();
      const cancelled = await call('PUT', `/api/store-orders/${order.id}`, admin, {
        status: 'cancelled',
        reason: 'Out of town',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(200);
    }
    const rows = (await call('GET', '/api/store-orders?status=cancelled', admin)).json() as {
      id: number;
      paymentStatus: string;
    }[];
    expect(rows.find((o) => o.id === unpaid.id)?.paymentStatus).toBe('unpaid');
    expect(rows.find((o) => o.id === paid.id)?.paymentStatus).toBe('refunded');
    expect(await stockOf(app, cable.id)).toBe(5);
  });
});

describe('GET /api/placeholder/{width}/{height}', () => {
  it('draws an SVG of the asked size and refuses silly sizes with the field named', async () => {
    const res = await call('GET', '/api/placeholder/300/200');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('width="300" height="200"');
    expect((await call('GET', '/api/placeholder/2000/1')).statusCode).toBe(200);
    for (const [url, field] of [
      ['/api/placeholder/2001/200', 'width'],
      ['/api/placeholder/200/2001', 'height'],
      ['/api/placeholder/0/200', 'width'],
      ['/api/placeholder/300/abc', 'height'],
      ['/api/placeholder/99999/10', 'width'],
    ] as const) {
      const bad = await call('GET', url);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message).toContain(field);
    }
  });
});
