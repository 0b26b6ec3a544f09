// Every list answers X-Total-Count (issue 44: only the bookings list did), and the description
// says so: each GET whose answer is an array is called as the admin and must carry the header,
// the number of items it answers, or for a paged list the size of its whole selection.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../domain/schemas/booking';
import { dayAhead, freshAddress, validDraft } from '../routes/bookings/testing';
import { adminAndMikeTokens, bearer, staffId } from '../routes/staff-bookings/staff-fixtures';
import type { OpenApiDocument } from '../testing/openapi-check';
import { createTestApp } from '../testing/test-app';

const app = await createTestApp();
const document = (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
let admin = '';
let mike = '';
let booking: BookingResponse;
let endpointId = 0;

/** The GET operations the description gives X-Total-Count: its lists. */
const lists = Object.entries(document.paths)
  .filter(([, operations]) => {
    const answer = operations.get?.responses['200'] as { headers?: object } | undefined;
    return Boolean(answer?.headers && 'X-Total-Count' in answer.headers);
  })
  .map(([path]) => path);

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  for (const time of ['10:00 AM', '2:00 PM'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      remoteAddress: freshAddress(),
      payload: validDraft({ appointmentDate: dayAhead(5), appointmentTime: time }),
    });
    booking = res.json<BookingResponse>();
  }
  const endpoint = await app.inject({
    method: 'POST',
    url: '/api/webhook-endpoints',
    headers: bearer(admin),
    payload: { url: 'https://hooks.example.com/in', events: ['booking.created'] },
  });
  endpointId = endpoint.json<{ id: number }>().id;
});

describe('X-Total-Count', () => {
  it('is described on every list the issue named', () => {
    expect(lists).toEqual(
      expect.arrayContaining([
        '/api/bookings',
        '/api/store-orders',
        '/api/outbox',
        '/api/reviews',
        '/api/technicians',
        '/api/webhook-endpoints',
        '/api/webhook-endpoints/{id}/deliveries',
        '/api/products',
        '/api/admin/products',
      ]),
    );
  });

  it.each(lists)('GET %s answers it: the number of items it holds', async (template) => {
    const ids: Record<string, string> = {
      id: template.startsWith('/api/webhook-endpoints') ? String(endpointId) : String(booking.id),
      technicianId: String(await staffId(app, 'mike')),
    };
    const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => ids[name] ?? '1');
    const query = template === '/api/time-slots/available' ? `?date=${dayAhead(5)}` : '';
    const token = template.startsWith('/api/technician/') ? mike : admin;
    const res = await app.inject({ url: url + query, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(res.json<unknown[]>().length));
  });

  it('counts the whole selection of a paged list, not the page', async () => {
    const page = await app.inject({ url: '/api/bookings?limit=1', headers: bearer(admin) });
    expect(page.json<unknown[]>()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
  });
});
