// The landing page's reviews block in the page's first HTML (issue 31, docs/decisions/044): a
// 5-star review shows at once with its first name and date; one hidden by the admin is gone from
// the next request's page; the demo seed attaches its reviews to completed bookings.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- the real renderer, as routes/pages/pages.test.ts
import { renderPage } from '../../../client/entry-server';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { PublicReview, StaffReview } from '../../../domain/schemas/reviews';
import { businessToday } from '../../../domain/scheduling/business-time';
import { formatCalendarDate } from '../../../domain/scheduling/format-date';
import { DEMO_REVIEWS } from '../../db/seed-reviews';
import { createTestApp } from '../../testing/test-app';
import {
  dayAhead,
  freshAddress,
  freshCustomer,
  postBooking,
  validDraft,
} from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';

const clientDir = mkdtempSync(join(tmpdir(), 'client-reviews-'));
writeFileSync(
  join(clientDir, 'index.html'),
  readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8'),
);
const app = await createTestApp(
  {
    CLIENT_DIR: clientDir,
    // This file checks the demo seed too: its reviews belong to seeded completed bookings.
    DEMO_REVIEWS: 'on',
  },
  { renderPage },
);
const adminToken = await login(app, 'admin', 'admin123');

/** The landing page as a crawler gets it: the raw HTML, before any script runs. */
const landingHtml = async (path = '/') => {
  const res = await app.inject({ method: 'GET', url: path });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The reviews region of the HTML (from its heading to the next section). */
const reviewsBlock = (html: string) => {
  const start = html.indexOf('id="reviews-title"');
  expect(start).toBeGreaterThan(0);
  return html.slice(start, html.indexOf('</section>', start));
};

let day = 0;
async function completedReview(name: string, rating: number, text: string) {
  day += 1;
  const made = await postBooking(
    app,
    validDraft({ name, appointmentDate: dayAhead(day), ...freshCustomer() }),
  );
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<BookingResponse>();
  for (const payload of [{ status: 'confirmed' }, { status: 'completed', early: true }]) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/bookings/${booking.id}`,
      headers: bearer(adminToken),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload: { manageToken: booking.manageToken, rating, text },
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<StaffReview>();
}

describe('the demo seed', () => {
  it('publishes the 4 and 5 star demo reviews and keeps the 3-star one waiting', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/reviews?all=1',
      headers: bearer(adminToken),
    });
    const all = res.json<StaffReview[]>();
    expect(all).toHaveLength(DEMO_REVIEWS.length);
    for (const demo of DEMO_REVIEWS) {
      const seeded = all.find((r) => r.text === demo.text);
      expect(seeded?.published).toBe(demo.rating >= 4);
      expect(seeded?.firstName).toBe(demo.name.split(' ')[0]);
    }
    expect(all.filter((r) => !r.published).map((r) => r.rating)).toEqual([3]);
  });

  it('shows the seeded reviews, our average and count, in the first HTML', async () => {
    const block = reviewsBlock(await landingHtml());
    const published = DEMO_REVIEWS.filter((r) => r.rating >= 4);
    for (const demo of published) expect(block).toContain(demo.name.split(' ')[0]);
    expect(block).not.toContain('Gary');
    expect(block).toContain(`from ${published.length} verified bookings`);
    expect(block).toContain('on Google from 2,500+ satisfied customers');
    // No invented quotes beside the real ones.
    expect(block).not.toContain('Jasmine R.');
  });
});

describe('GET / (the landing page) after a review', () => {
  it('shows a new 5-star review first, with its first name and date, and drops a hidden one', async () => {
    const review = await completedReview('Zelda Quinn', 5, 'Zelda says the wall looks great.');
    const html = await landingHtml();
    const block = reviewsBlock(html);
    expect(block).toContain('Zelda says the wall looks great.');
    expect(block).toContain('>Zelda<');
    const day = businessToday(new Date(review.createdAt));
    expect(block).toContain(`<time dateTime="${day}">${formatCalendarDate(day, 'plain')}</time>`);
    // Newest first: before every seeded review.
    expect(block.indexOf('Zelda says')).toBeLessThan(block.indexOf(DEMO_REVIEWS[0]?.text ?? '?'));
    // The page carries the same list for its first render in the browser (no request on load).
    expect(html).toContain('<script id="landing-reviews" type="application/json">');

    const hidden = await app.inject({
      method: 'PUT',
      url: `/api/reviews/${review.id}`,
      headers: bearer(adminToken),
      payload: { published: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect(reviewsBlock(await landingHtml())).not.toContain('Zelda');
  });

  it('keeps a 2-star review off the page until the admin publishes it, in Spanish too', async () => {
    const review = await completedReview('Yuri Park', 2, 'Yuri waited an hour.');
    expect(reviewsBlock(await landingHtml('/es'))).not.toContain('Yuri');
    const list = (await app.inject({ method: 'GET', url: '/api/reviews' })).json<PublicReview[]>();
    expect(list.map((r) => r.id)).not.toContain(review.id);
    await app.inject({
      method: 'PUT',
      url: `/api/reviews/${review.id}`,
      headers: bearer(adminToken),
      payload: { published: true },
    });
    const spanish = reviewsBlock(await landingHtml('/es'));
    expect(spanish).toContain('Yuri waited an hour.');
    expect(spanish).toContain('Reserva verificada');
  });
});
