// Issue 32 "Done when", calendar side (decisions.md "Integrations"): a technician's feed parses
// with a standard iCalendar parser and holds their jobs at their New York windows; a move keeps
// the UID and raises SEQUENCE, a cancellation shows cancelled; another technician's job is not
// in it; the office's feed has all jobs; a new link makes the old one 404.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotStartsAt } from '../../../domain/scheduling/business-time';
import type { CalendarLink } from '../../../domain/schemas/calendar-feeds';
import { tvConfigSchema } from '../../../domain/schemas/tv-config';
import { bookings } from '../../db/schema/index';
import { readIcsFeed } from '../../testing/ics-feed';
import { staffCalls } from '../../testing/operations-fixtures';
import { createTestApp } from '../../testing/test-app';
import { dayAhead } from '../bookings/testing';
import { adminMikeSarahTokens, insertBooking, staffId } from '../staff-bookings/staff-fixtures';
import { FEED_PAST_DAYS } from './service';

const SITE = 'https://tvs.example.com';
const app = await createTestApp({ PUBLIC_URL: `${SITE}/` });
const { get, post, put } = staffCalls(app);
let admin = '';
let mike = '';
let sarah = '';
let mikeId = 0;
let sarahId = 0;

beforeAll(async () => {
  [admin, mike, sarah] = await adminMikeSarahTokens(app);
  [mikeId, sarahId] = await Promise.all([staffId(app, 'mike'), staffId(app, 'sarah')]);
});

const LINK = /^https:\/\/tvs\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

async function link(path: string, token: string, method: 'GET' | 'POST' = 'GET') {
  const res = method === 'GET' ? await get(path, token) : await post(path, token, {});
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json<CalendarLink>();
  expect(url).toMatch(LINK);
  return url;
}

/** Fetches a feed by its link, as a calendar app would (the path on this server). */
const fetchFeed = (url: string) => app.inject({ url: new URL(url).pathname });

async function feedOf(url: string) {
  const res = await fetchFeed(url);
  expect(res.statusCode, res.body).toBe(200);
  return readIcsFeed(res.body);
}

async function job(overrides: Parameters<typeof insertBooking>[1] = {}) {
  const id = await insertBooking(app, { status: 'confirmed', ...overrides });
  const [row] = await app.ctx.db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) throw new Error('no booking');
  return { id, reference: row.reference, uid: `job-${row.reference}@charlottetvmounting.com` };
}

describe('the link routes', () => {
  it('answer 401 without a token and 403 to the other role', async () => {
    for (const method of ['GET', 'POST'] as const) {
      for (const url of ['/api/technician/calendar-link', '/api/calendar-link']) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
      const adminOwn = await app.inject({
        method,
        url: '/api/technician/calendar-link',
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(adminOwn.statusCode).toBe(403);
      const techOffice = await app.inject({
        method,
        url: '/api/calendar-link',
        headers: { authorization: `Bearer ${mike}` },
      });
      expect(techOffice.statusCode).toBe(403);
    }
  });

  it("give each technician one link of their own, the same on every GET, and the office's apart", async () => {
    const mikes = await link('/api/technician/calendar-link', mike);
    expect(await link('/api/technician/calendar-link', mike)).toBe(mikes);
    const sarahs = await link('/api/technician/calendar-link', sarah);
    const office = await link('/api/calendar-link', admin);
    expect(new Set([mikes, sarahs, office]).size).toBe(3);
    expect(await link('/api/calendar-link', admin)).toBe(office);
  });
});

describe("a technician's feed", () => {
  it('holds their jobs, led or seconded, at the New York window, with the address, TVs and phone', async () => {
    const winter = await job({
      assignedTechnicianId: mikeId,
      appointmentDate: '2030-01-15',
      appointmentTime: '2:00 PM',
      name: 'Pat Winter',
      phone: '(704) 555-0142',
      address: '100 N Tryon St, Charlotte, NC 28202',
      unitNumber: '4B',
      notes: 'Gate code 1234',
      tvs: [
        tvConfigSchema.parse({
          room: 'Living Room',
          tvSize: '56-65',
          wallType: 'brick',
          mountType: 'tilt',
          wireInWall: true,
        }),
      ],
    });
    const summer = await job({
      assignedTechnicianId: sarahId,
      secondTechnicianId: mikeId,
      largeTvAssistance: 'two_techs',
      appointmentDate: '2030-07-15',
      appointmentTime: '2:00 PM',
    });
    const sarahsOwn = await job({ assignedTechnicianId: sarahId, appointmentDate: '2030-01-16' });
    const test = await job({
      assignedTechnicianId: mikeId,
      appointmentDate: '2030-01-17',
      source: 'diagnostic',
    });
    const lastWeek = await job({ assignedTechnicianId: mikeId, appointmentDate: dayAhead(-7) });
    const longAgo = await job({
      assignedTechnicianId: mikeId,
      appointmentDate: dayAhead(-FEED_PAST_DAYS - 1),
    });

    const url = await link('/api/technician/calendar-link', mike);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    const feed = readIcsFeed(res.body);
    expect(feed.name).toBe("Mike's jobs - Charlotte TV Mounting");
    const uids = feed.events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([winter.uid, summer.uid, lastWeek.uid]));
    for (const other of [sarahsOwn, test, longAgo]) expect(uids).not.toContain(other.uid);

    const winterEvent = feed.events.find((e) => e.uid === winter.uid);
    expect(winterEvent).toMatchObject({
      // 2 PM-4 PM EST.
      startsAt: '2030-01-15T19:00:00.000Z',
      endsAt: '2030-01-15T21:00:00.000Z',
      summary: 'TV mounting: Pat Winter',
      location: '100 N Tryon St, Charlotte, NC 28202, Unit 4B',
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(winterEvent?.description).toContain('Customer: Pat Winter, (704) 555-0142');
    expect(winterEvent?.description).toContain('Customer notes: Gate code 1234');
    expect(winterEvent?.description).toContain(
      'TV 1: Living Room: 56"-65", Brick, Tilt Mount (we bring it); Wire in Wall',
    );
    // 2 PM-4 PM EDT, and Mike is its second technician.
    expect(feed.events.find((e) => e.uid === summer.uid)).toMatchObject({
      startsAt: '2030-07-15T18:00:00.000Z',
      endsAt: '2030-07-15T20:00:00.000Z',
    });
    expect(feed.events.find((e) => e.uid === summer.uid)?.description).toMatch(
      /Technicians: Sarah \S+ and Mike \S+/,
    );
  });

  it('keeps the UID when a job moves, raising SEQUENCE, and shows a cancelled job cancelled', async () => {
    const moved = await job({
      assignedTechnicianId: mikeId,
      appointmentDate: dayAhead(5),
      appointmentTime: '10:00 AM',
    });
    const url = await link('/api/technician/calendar-link', mike);
    const before = (await feedOf(url)).events.find((e) => e.uid === moved.uid);
    expect(before?.sequence).toBe(0);

    const date = dayAhead(6);
    const rescheduled = await put(`/api/bookings/${moved.id}`, admin, {
      appointmentDate: date,
      appointmentTime: '4:00 PM',
    });
    expect(rescheduled.statusCode, rescheduled.body).toBe(200);
    const after = (await feedOf(url)).events.filter((e) => e.uid === moved.uid);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      startsAt: slotStartsAt(date, '4:00 PM').toISOString(),
      status: 'CONFIRMED',
    });
    expect(after[0]?.sequence).toBeGreaterThan(0);

    const cancelled = await put(`/api/bookings/${moved.id}`, admin, {
      status: 'cancelled',
      reason: 'Customer moved away',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = (await feedOf(url)).events.filter((e) => e.uid === moved.uid);
    expect(gone).toHaveLength(1);
    expect(gone[0]?.status).toBe('CANCELLED');
    expect(gone[0]?.summary).toMatch(/^Cancelled: /);
    expect(gone[0]?.sequence).toBeGreaterThan(after[0]?.sequence ?? 0);
  });

  it('stops answering when the technician is deactivated', async () => {
    const url = await link('/api/technician/calendar-link', sarah);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const off = await put(`/api/technicians/${sarahId}`, admin, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    try {
      expect((await fetchFeed(url)).statusCode).toBe(404);
    } finally {
      await put(`/api/technicians/${sarahId}`, admin, { isActive: true });
    }
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });
});

describe("the office's feed", () => {
  it("holds every technician's jobs and the unassigned ones", async () => {
    const mikes = await job({ assignedTechnicianId: mikeId, appointmentDate: dayAhead(3) });
    const sarahs = await job({ assignedTechnicianId: sarahId, appointmentDate: dayAhead(3) });
    const nobody = await job({ appointmentDate: dayAhead(4) });
    const feed = await feedOf(await link('/api/calendar-link', admin));
    expect(feed.name).toBe('All jobs - Charlotte TV Mounting');
    const uids = feed.events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([mikes.uid, sarahs.uid, nobody.uid]));
    expect(feed.events.find((e) => e.uid === nobody.uid)?.description).toContain(
      'Technicians: not assigned yet',
    );
  });
});

describe('a new link', () => {
  it.each([
    ['technician', '/api/technician/calendar-link', () => mike],
    ['office', '/api/calendar-link', () => admin],
  ])("makes the %s's old link 404 and the new one work", async (_who, path, token) => {
    const old = await link(path, token());
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const renewed = await link(path, token(), 'POST');
    expect(renewed).not.toBe(old);
    const refused = await fetchFeed(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: expect.any(String) });
    expect((await fetchFeed(renewed)).statusCode).toBe(200);
    expect(await link(path, token())).toBe(renewed);
  });

  it('is needed for any other secret: unknown, malformed or empty answer 404', async () => {
    for (const secret of ['A'.repeat(43), 'nope', '%00', '..%2F..', 'x'.repeat(90)]) {
      const res = await app.inject({ url: `/api/calendar/${secret}.ics` });
      expect(res.statusCode, secret).toBe(404);
    }
  });
});
