// Issue 28: a store order keeps the customer's language (en or es, en when left out), and the
// admin's order list shows it.
import { describe, expect, it } from 'vitest';
import type { StaffStoreOrder } from '../../../domain/schemas/store-orders';
import { createTestApp } from '../../testing/test-app';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import { orderBody, postOrder } from './testing';

const app = await createTestApp();
const admin = await login(app, 'admin', 'admin123');

async function staffOrder(id: number) {
  const list = await app.inject({ url: '/api/store-orders', headers: bearer(admin) });
  return list.json<StaffStoreOrder[]>().find((order) => order.id === id);
}

describe('POST /api/store-orders locale', () => {
  it.each(['fr', 'EN', '', 1])('refuses %j with a 400 naming locale', async (locale) => {
    const response = await postOrder(app, orderBody({ locale: locale as 'es' }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^locale: /);
  });

  it('keeps es, and en when left out; staff see it', async () => {
    const spanish = await postOrder(app, orderBody({ locale: 'es' }));
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect((await staffOrder(spanish.json<{ id: number }>().id))?.locale).toBe('es');
    const english = await postOrder(app, orderBody());
    expect(english.statusCode, english.body).toBe(201);
    expect((await staffOrder(english.json<{ id: number }>().id))?.locale).toBe('en');
  });
});
