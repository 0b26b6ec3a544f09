// Reviews through the real app and database (decisions.md "Finishing a job: the record, the
// receipt, the review"): one per completed booking, the public list, the admin's publish / hide.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { PublicReview, StaffReview } from '../../../domain/schemas/reviews';
import { bookings } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import {
  dayAhead,
  freshAddress,
  freshCustomer,
  postBooking,
  validDraft,
} from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const [adminToken, mikeToken] = await Promise.all([
  login(app, 'admin', 'admin123'),
  login(app, 'mike', 'tech123'),
]);

let day = 1;
/** A new cash booking of its own day and customer; `name` and `city` as the review shows them. */
async function booking(overrides: object = {}): Promise<BookingResponse> {
  day = (day % 13) + 1;
  const response = await postBooking(
    app,
    validDraft({ appointmentDate: dayAhead(day), ...freshCustomer(), ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

async function complete(id: number) {
  for (const status of ['confirmed', 'completed']) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: bearer(adminToken),
      payload: status === 'completed' ? { status, early: true } : { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function completedBooking(overrides: object = {}) {
  const made = await booking(overrides);
  await complete(made.id);
  return made;
}

const review = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/reviews', payload, remoteAddress: freshAddress() });

const publicList = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/reviews' });
  expect(res.statusCode).toBe(200);
  return res.json<PublicReview[]>();
};

const adminList = async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/reviews?all=1',
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json<StaffReview[]>();
};

const put = (id: number | string, payload: object, token = adminToken) =>
  app.inject({ method: 'PUT', url: `/api/reviews/${id}`, payload, headers: bearer(token) });

describe('POST /api/reviews', () => {
  it('answers 201 once for a completed booking, then 409 for a second', async () => {
    const made = await completedBooking({ name: 'Rosa Maria Diaz' });
    const first = await review({
      manageToken: made.manageToken,
      rating: 5,
      text: '  Great job!  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      rating: 5,
      text: 'Great job!',
      firstName: 'Rosa',
      city: null,
      locale: 'en',
      createdAt: expect.any(String),
      verified: true,
      published: true,
    });
    const second = await review({ manageToken: made.manageToken, rating: 4 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already have your review/);
  });

  it('answers 409 before completion and for a cancelled booking', async () => {
    const open = await booking();
    const early = await review({ manageToken: open.manageToken, rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can leave a review once your job is done.');
    const cancelled = await booking();
    await app.ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, cancelled.id));
    expect((await review({ manageToken: cancelled.manageToken, rating: 5 })).statusCode).toBe(409);
  });

  it.each([0, 6, 2.5, '5', null])('answers 400 naming rating for %j', async (rating) => {
    const made = await completedBooking();
    const res = await review({ manageToken: made.manageToken, rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^rating: /);
  });

  it('answers 404 for an unknown token and 400 naming manageToken for a malformed one', async () => {
    const unknown = await review({ manageToken: 'A'.repeat(43), rating: 5 });
    expect(unknown.statusCode).toBe(404);
    const malformed = await review({ manageToken: 'not a token!', rating: 5 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^manageToken: /);
  });

  it('answers 400 naming text past 2,000 characters, and keeps 2,000', async () => {
    const made = await completedBooking();
    const long = await review({ manageToken: made.manageToken, rating: 5, text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^text: /);
    const fits = await review({ manageToken: made.manageToken, rating: 5, text: 'a'.repeat(2000) });
    expect(fits.statusCode).toBe(201);
  });
});

describe('GET /api/reviews', () => {
  it('lists a 5-star review at once, newest first, and keeps a 2-star one waiting', async () => {
    const happy = await completedBooking({
      name: 'Nora Lee',
      address: '1 Elm St, Matthews, NC 28105',
    });
    const unhappy = await completedBooking({ name: 'Owen Gray' });
    await app.ctx.db.update(bookings).set({ city: 'Matthews' }).where(eq(bookings.id, happy.id));
    const five = (
      await review({ manageToken: happy.manageToken, rating: 5, text: 'Solid.' })
    ).json<StaffReview>();
    const two = await review({ manageToken: unhappy.manageToken, rating: 2, text: 'Late.' });
    expect(two.json().published).toBe(false);
    const list = await publicList();
    expect(list[0]).toEqual({ ...five, city: 'Matthews', published: undefined });
    expect(list[0]).not.toHaveProperty('published');
    expect(list.map((r) => r.firstName)).not.toContain('Owen');
    const dates = list.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("never shows a test (diagnostic) booking's review, and will not publish it", async () => {
    const made = await completedBooking({ name: 'Tess Diagnostic' });
    await app.ctx.db.update(bookings).set({ source: 'diagnostic' }).where(eq(bookings.id, made.id));
    const res = await review({ manageToken: made.manageToken, rating: 5 });
    expect(res.statusCode).toBe(201);
    expect(res.json().published).toBe(false);
    expect((await publicList()).map((r) => r.firstName)).not.toContain('Tess');
    expect((await put(res.json<StaffReview>().id, { published: true })).statusCode).toBe(409);
  });

  it('gives all=1 only to an admin: 401 without a token, 403 for a technician', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/reviews?all=1' })).statusCode).toBe(401);
    const tech = await app.inject({
      method: 'GET',
      url: '/api/reviews?all=1',
      headers: bearer(mikeToken),
    });
    expect(tech.statusCode).toBe(403);
    const all = await adminList();
    expect(all.some((r) => !r.published)).toBe(true);
    expect(all[0]?.reference).toMatch(/^CTM-/);
  });

  it('pages with limit and offset, and answers 400 naming limit outside 1-100', async () => {
    const [first] = await publicList();
    const page = await app.inject({ method: 'GET', url: '/api/reviews?limit=1&offset=0' });
    expect(page.json()).toEqual([first]);
    const bad = await app.inject({ method: 'GET', url: '/api/reviews?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^limit: /);
  });
});

describe('PUT /api/reviews/{id} (admin)', () => {
  it('publishes a waiting review and hides it again', async () => {
    const made = await completedBooking({ name: 'Wanda Wait' });
    const created = (
      await review({ manageToken: made.manageToken, rating: 3 })
    ).json<StaffReview>();
    expect((await publicList()).map((r) => r.id)).not.toContain(created.id);
    const shown = await put(created.id, { published: true });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      id: created.id,
      published: true,
      reference: made.reference,
    });
    expect((await publicList()).map((r) => r.id)).toContain(created.id);
    expect((await put(created.id, { published: false })).json().published).toBe(false);
    expect((await publicList()).map((r) => r.id)).not.toContain(created.id);
  });

  it('answers 404 for an unknown review, 400 naming published, 403 for a technician', async () => {
    expect((await put(999_999, { published: true })).statusCode).toBe(404);
    const bad = await put(1, { published: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^published: /);
    expect((await put(1, { published: true }, mikeToken)).statusCode).toBe(403);
    const stranger = await app.inject({
      method: 'PUT',
      url: '/api/reviews/1',
      payload: { published: true },
    });
    expect(stranger.statusCode).toBe(401);
  });
});
