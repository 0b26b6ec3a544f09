import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotStartsAt } from './business-time';
import {
  buildIcsCalendar,
  buildIcsEvents,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  type CalendarEvent,
} from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 3.1 unfolding: a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('escapeIcsText', () => {
  it.each([
    ['plain', 'plain'],
    ['123 Main St, Charlotte, NC', '123 Main St\\, Charlotte\\, NC'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['line one\nline two', 'line one\\nline two'],
    ['windows\r\nbreak', 'windows\\nbreak'],
    ['old mac\rbreak', 'old mac\\nbreak'],
    ['all: \\;,\n', 'all: \\\\\\;\\,\\n'],
    ['colon: stays', 'colon: stays'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine', () => {
  it.each([
    ['a line of 75 octets stays whole', 'x'.repeat(75), ['x'.repeat(75)]],
    ['76 octets fold once', 'x'.repeat(76), ['x'.repeat(75), ` x`]],
    [
      'continuations carry 74 octets after their space',
      'y'.repeat(75 + 74 + 3),
      ['y'.repeat(75), ` ${'y'.repeat(74)}`, ' yyy'],
    ],
    // 'é' is 2 octets: 37 of them are 74 octets, the 38th would make 76, so it moves down.
    ['a two-octet character is not split', 'é'.repeat(38), ['é'.repeat(37), ' é']],
    // '😀' is 4 octets: 18 make 72, the 19th would make 76.
    ['a four-octet character is not split', '😀'.repeat(20), ['😀'.repeat(18), ' 😀😀']],
  ])('%s', (_name, line, expected) => {
    const folded = foldIcsLine(line);
    expect(folded.split('\r\n')).toEqual(expected);
    for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
  });
});

describe('formatIcsUtc', () => {
  it.each([
    ['2026-03-03T15:00:00.000Z', '20260303T150000Z'],
    ['2025-12-31T23:59:59.999Z', '20251231T235959Z'],
    ['2025-01-01T00:00:00.000Z', '20250101T000000Z'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatIcsUtc(new Date(iso))).toBe(expected);
  });

  it.each([
    // 10:00 AM in New York: EDT (UTC-4) in July, EST (UTC-5) in January.
    ['2025-07-04', '10:00 AM', '20250704T140000Z'],
    ['2025-01-15', '10:00 AM', '20250115T150000Z'],
    // The first slot after each DST change.
    ['2025-03-09', '8:00 AM', '20250309T120000Z'],
    ['2025-11-02', '8:00 AM', '20251102T130000Z'],
    ['2025-11-02', '6:00 PM', '20251102T230000Z'],
  ] as const)('slot %s %s starts at %s', (date, label, expected) => {
    expect(formatIcsUtc(slotStartsAt(date, label))).toBe(expected);
  });
});

describe('buildIcsCalendar', () => {
  const ics = buildIcsCalendar(
    {
      uid: 'booking-42@charlottetvmounting.com',
      stampedAt: new Date('2025-07-01T12:34:56Z'),
      startsAt: new Date('2025-07-04T14:00:00Z'),
      endsAt: new Date('2025-07-04T16:00:00Z'),
      summary: 'TV mounting: Charlotte TV Mounting',
      location: '123 Main St, Charlotte, NC 28202, Unit 4B',
      description: `Booking #42\nService: Living Room - 44-55 TV; wire in wall\nTotal: $128.99 ${'and more words '.repeat(5)}`,
    },
    '-//Charlotte TV Mounting//Bookings//EN',
  );
  const lines = unfold(ics).split('\r\n');

  it('uses CRLF everywhere and ends with one', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps every physical line within 75 octets', () => {
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('holds one event with the required properties, values escaped', () => {
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('PRODID:-//Charlotte TV Mounting//Bookings//EN');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:booking-42@charlottetvmounting.com',
        'DTSTAMP:20250701T123456Z',
        'DTSTART:20250704T140000Z',
        'DTEND:20250704T160000Z',
        'SUMMARY:TV mounting: Charlotte TV Mounting',
        'LOCATION:123 Main St\\, Charlotte\\, NC 28202\\, Unit 4B',
        expect.stringMatching(
          /^DESCRIPTION:Booking #42\\nService: Living Room - 44-55 TV\\; wire in wall\\nTotal: \$128\.99 /,
        ),
      ]),
    );
    expect(lines.indexOf('END:VEVENT')).toBeGreaterThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('leaves out LOCATION and DESCRIPTION when there are none', () => {
    const bare = buildIcsCalendar(
      {
        uid: 'x@y',
        stampedAt: new Date(0),
        startsAt: new Date(0),
        endsAt: new Date(0),
        summary: 'S',
      },
      '-//t//t//EN',
    );
    expect(bare).not.toMatch(/LOCATION|DESCRIPTION/);
  });
});

describe('buildIcsEvents (the feeds: several events in one calendar)', () => {
  const event = (n: number, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
    uid: `job-${n}@example.com`,
    stampedAt: new Date('2026-01-02T03:04:05Z'),
    startsAt: new Date(`2026-01-1${n}T19:00:00Z`),
    endsAt: new Date(`2026-01-1${n}T21:00:00Z`),
    summary: `Job ${n}`,
    ...extra,
  });
  const ics = buildIcsEvents(
    [event(1), event(2, { cancelled: true, sequence: 3 }), event(3, { location: 'A, B; C' })],
    {
      productId: '-//t//feeds//EN',
      method: 'PUBLISH',
      name: "Mike's jobs - Charlotte, NC",
      refreshMinutes: 15,
    },
  );
  const lines = unfold(ics).split('\r\n');
  const blocks = unfold(ics).split('BEGIN:VEVENT').slice(1);

  it('holds one VEVENT per event, in order, each closed before the next opens', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(3);
    expect(blocks.map((b) => /UID:(\S+)/.exec(b)?.[1])).toEqual([
      'job-1@example.com',
      'job-2@example.com',
      'job-3@example.com',
    ]);
    for (const block of blocks) expect(block.indexOf('END:VEVENT')).toBeGreaterThan(0);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('names the calendar and asks to be fetched again, before the first event', () => {
    const header = lines.slice(0, lines.indexOf('BEGIN:VEVENT'));
    expect(header).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//t//feeds//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      "NAME:Mike's jobs - Charlotte\\, NC",
      "X-WR-CALNAME:Mike's jobs - Charlotte\\, NC",
      'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
      'X-PUBLISHED-TTL:PT15M',
    ]);
  });

  it('keeps each event its own status, sequence and escaped values', () => {
    expect(blocks[0]).toContain('STATUS:CONFIRMED\r\nSEQUENCE:0\r\nTRANSP:OPAQUE');
    expect(blocks[1]).toContain('STATUS:CANCELLED\r\nSEQUENCE:3\r\nTRANSP:TRANSPARENT');
    expect(blocks[2]).toContain('LOCATION:A\\, B\\; C\r\n');
  });

  it('writes an empty calendar when there are no events', () => {
    const empty = buildIcsEvents([], { productId: '-//t//t//EN', method: 'PUBLISH' });
    expect(empty).toBe(
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n',
    );
  });

  /** RFC 5545 3.3.11 read back: the inverse of escapeIcsText. */
  const unescape = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

  it('folds every line within 75 octets and reads back any text it was given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string()), {
          minLength: 1,
          maxLength: 4,
        }),
        (texts) => {
          const events = texts.map(([summary, description], i) =>
            event(i, { summary, description: description || undefined }),
          );
          const file = buildIcsEvents(events, { productId: '-//t//t//EN', method: 'PUBLISH' });
          for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
          const read = unfold(file).split('\r\n');
          const values = (name: string) =>
            read
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => unescape(l.slice(name.length + 1)));
          const newlines = (text: string) => text.replace(/\r\n|\r/g, '\n');
          expect(values('SUMMARY')).toEqual(texts.map(([summary]) => newlines(summary)));
          expect(values('DESCRIPTION')).toEqual(
            texts.filter(([, d]) => d).map(([, d]) => newlines(d)),
          );
        },
      ),
    );
  });
});
