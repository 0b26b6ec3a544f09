// Issue 16 "Done when": search finds a booking by reference, phone and e-mail; paging tells the
// size of the whole selection; the CSV holds every listed booking, properly quoted.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { bookings } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { staffCalls } from '../../testing/operations-fixtures';
import { adminAndMikeTokens, insertBooking } from './staff-fixtures';
import { csvField } from './csv';

const app = await createTestApp();
const { get } = staffCalls(app);
let admin = '';
let mike = '';
let target = 0;
let reference = '';

beforeAll(async () => {
  [admin, mike] = await adminAndMikeTokens(app);
  target = await insertBooking(app, {
    name: 'Quinn "QJ" Okafor, Jr.',
    email: 'Quinn.Okafor@Example.com',
    phone: '(980) 555-0142',
    appointmentDate: '2030-03-03',
  });
  for (let n = 0; n < 5; n += 1) {
    await insertBooking(app, {
      name: `Other Person ${n}`,
      email: `other${n}@example.com`,
      phone: `(704) 555-01${10 + n}`,
      appointmentDate: `2030-03-0${n + 1}`,
      status: n === 0 ? 'confirmed' : 'pending',
    });
  }
  const [row] = await app.ctx.db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, target));
  reference = row?.reference ?? '';
});

const idsOf = async (query: string) => {
  const res = await get(`/api/bookings?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffBooking[]).map((b) => b.id);
};

describe('GET /api/bookings search and filters', () => {
  it.each([
    ['reference', () => reference],
    ['reference in lower case', () => reference.toLowerCase()],
    ['phone digits', () => '9805550142'],
    ['phone as written', () => '(980) 555-0142'],
    ['part of the phone', () => '555-0142'],
    ['e-mail', () => 'quinn.okafor@example.com'],
    ['name', () => 'okafor'],
  ])('finds the booking by %s', async (_label, q) => {
    expect(await idsOf(`q=${encodeURIComponent(q())}`)).toEqual([target]);
  });

  it('finds nothing for a text that matches nothing; % and _ are not wildcards', async () => {
    expect(await idsOf('q=nobody-at-all')).toEqual([]);
    expect(await idsOf('q=%25')).toEqual([]);
  });

  it('filters by status and dates, pages with limit/offset and counts the whole selection', async () => {
    const confirmed = await get('/api/bookings?status=confirmed', admin);
    expect((confirmed.json() as StaffBooking[]).every((b) => b.status === 'confirmed')).toBe(true);
    const range = 'from=2030-03-02&to=2030-03-04';
    const all = await get(`/api/bookings?${range}`, admin);
    const dates = (all.json() as StaffBooking[]).map((b) => b.appointmentDate);
    expect(dates.length).toBe(4);
    expect(dates.every((d) => d >= '2030-03-02' && d <= '2030-03-04')).toBe(true);
    expect(all.headers['x-total-count']).toBe('4');
    const page = await get(`/api/bookings?${range}&limit=3&offset=2`, admin);
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('4');
    expect((page.json() as StaffBooking[]).map((b) => b.id)).toEqual(
      (all.json() as StaffBooking[]).slice(2).map((b) => b.id),
    );
  });

  it.each([
    ['status', 'status=done'],
    ['from', 'from=2030-02-30'],
    ['to', 'from=2030-03-05&to=2030-03-01'],
    ['limit', 'limit=0'],
    ['offset', 'offset=-1'],
  ])('refuses a bad %s (400 naming it)', async (field, query) => {
    const res = await get(`/api/bookings?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });

  it('is for admins only', async () => {
    expect((await get('/api/bookings?q=x', mike)).statusCode).toBe(403);
    expect((await get('/api/bookings.csv', mike)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/bookings.csv' })).statusCode).toBe(401);
  });
});

describe('GET /api/bookings.csv', () => {
  it('holds every listed booking of the same selection, as text/csv with a file name', async () => {
    const query = 'from=2030-03-01&to=2030-03-05';
    const listed = (await get(`/api/bookings?${query}`, admin)).json() as StaffBooking[];
    const res = await get(`/api/bookings.csv?${query}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-.+\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('reference,id,status,appointment_date')).toBe(true);
    expect(lines).toHaveLength(listed.length + 1);
    for (const booking of listed) {
      expect(lines.some((line) => line.startsWith(`${booking.reference},${booking.id},`))).toBe(
        true,
      );
    }
    // The name with a comma and quotes is one quoted field with its quotes doubled.
    expect(res.body).toContain('"Quinn ""QJ"" Okafor, Jr."');
    const searched = await get(`/api/bookings.csv?q=${reference}`, admin);
    expect(searched.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('writes formulas as text, so a spreadsheet never runs them', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1 704')).toBe("'+1 704");
    expect(csvField('plain')).toBe('plain');
    expect(csvField(null)).toBe('');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
});
