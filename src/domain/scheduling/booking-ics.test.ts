// The staff's feeds (docs/decisions/049-calendar-feeds.md) read by a real iCalendar parser:
// every job one event at its New York window, whatever the season, with the words a technician
// needs at the door; and the customer's invite still one event with its own UID.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcs, jobFeedIcs, type JobForCalendar } from './booking-ics';

const job = (overrides: Partial<JobForCalendar> = {}): JobForCalendar => ({
  reference: 'CTM-ABC123',
  appointmentDate: '2026-01-15',
  appointmentTime: '2:00 PM',
  customerName: 'Pat Customer',
  customerPhone: '(704) 555-0199',
  location: '100 N Tryon St, Charlotte, NC 28202, Unit 4B',
  technicians: ['Mike Johnson'],
  work: ['TV 1: Living Room: 56-65", drywall; wire in wall', 'Customer notes: Gate code 1234'],
  sequence: 0,
  cancelled: false,
  ...overrides,
});

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        startsAt: event.startDate.toJSDate().toISOString(),
        endsAt: event.endDate.toJSDate().toISOString(),
        status: vevent.getFirstPropertyValue('status'),
        sequence: event.sequence,
      };
    }),
  };
}

describe('jobFeedIcs', () => {
  const stampedAt = new Date('2026-01-10T12:00:00Z');

  it.each([
    // 2 PM-4 PM in New York: EST (UTC-5) in January, EDT (UTC-4) in July.
    ['2026-01-15', '2:00 PM', '2026-01-15T19:00:00.000Z', '2026-01-15T21:00:00.000Z'],
    ['2026-07-15', '2:00 PM', '2026-07-15T18:00:00.000Z', '2026-07-15T20:00:00.000Z'],
    // The evening window that ends after midnight UTC, and the first day of summer time.
    ['2026-12-01', '6:00 PM', '2026-12-01T23:00:00.000Z', '2026-12-02T01:00:00.000Z'],
    ['2026-03-08', '8:00 AM', '2026-03-08T12:00:00.000Z', '2026-03-08T14:00:00.000Z'],
  ] as const)('puts a job on %s at %s at %s - %s', (date, time, start, end) => {
    const { events } = read(
      jobFeedIcs({
        name: 'x',
        stampedAt,
        jobs: [job({ appointmentDate: date, appointmentTime: time })],
      }),
    );
    expect(events).toEqual([expect.objectContaining({ startsAt: start, endsAt: end })]);
  });

  it('holds every job with its address, customer, phone, work and a stable UID', () => {
    const ics = jobFeedIcs({
      name: "Mike's jobs - Charlotte TV Mounting",
      stampedAt,
      jobs: [
        job(),
        job({
          reference: 'CTM-XYZ789',
          appointmentDate: '2026-01-16',
          appointmentTime: '10:00 AM',
          customerName: 'Ana; Díaz',
          technicians: ['Mike Johnson', 'Sarah Lee'],
          sequence: 2,
          cancelled: true,
        }),
      ],
    });
    const { name, events } = read(ics);
    expect(name).toBe("Mike's jobs - Charlotte TV Mounting");
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      uid: 'job-CTM-ABC123@charlottetvmounting.com',
      summary: 'TV mounting: Pat Customer',
      location: '100 N Tryon St, Charlotte, NC 28202, Unit 4B',
      description: [
        'Job CTM-ABC123',
        'Arrival window: 2:00 PM - 4:00 PM (Eastern Time)',
        'Customer: Pat Customer, (704) 555-0199',
        'Technicians: Mike Johnson',
        'TV 1: Living Room: 56-65", drywall; wire in wall',
        'Customer notes: Gate code 1234',
      ].join('\n'),
      startsAt: '2026-01-15T19:00:00.000Z',
      endsAt: '2026-01-15T21:00:00.000Z',
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(events[1]).toMatchObject({
      uid: 'job-CTM-XYZ789@charlottetvmounting.com',
      summary: 'Cancelled: TV mounting: Ana; Díaz',
      status: 'CANCELLED',
      sequence: 2,
    });
    expect(events[1]?.description).toContain('Technicians: Mike Johnson and Sarah Lee');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n');
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('says so when nobody is assigned, and is a valid empty calendar without jobs', () => {
    const { events } = read(
      jobFeedIcs({ name: 'All jobs', stampedAt, jobs: [job({ technicians: [] })] }),
    );
    expect(events[0]?.description).toContain('Technicians: not assigned yet');
    expect(read(jobFeedIcs({ name: 'All jobs', stampedAt, jobs: [] })).events).toEqual([]);
  });

  it("gives a job a UID other than the customer's invite of the same booking", () => {
    const invite = read(
      bookingIcs({
        reference: 'CTM-ABC123',
        serviceName: 'TV mounting',
        appointmentDate: '2026-01-15',
        appointmentTime: '2:00 PM',
        location: 'x',
        totalPrice: 100,
        stampedAt,
        business: { name: 'Charlotte TV Mounting', phone: '(704) 555-0100' },
      }),
    ).events;
    const feed = read(jobFeedIcs({ name: 'x', stampedAt, jobs: [job()] })).events;
    expect(invite[0]?.uid).toBe('booking-CTM-ABC123@charlottetvmounting.com');
    expect(feed[0]?.uid).not.toBe(invite[0]?.uid);
    // The same window in both.
    expect(feed[0]?.startsAt).toBe(invite[0]?.startsAt);
  });
});
