import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookableDates,
  businessToday,
  isBookableDate,
  isSlotPast,
  isValidDateString,
  SLOT_LABELS,
  slotPeriod,
  slotStartsAt,
  slotWindowLabel,
} from './business-time';

describe('businessToday', () => {
  it.each([
    // Just before midnight in New York, already the next day in UTC.
    ['2025-07-04T03:59:00Z', '2025-07-03'], // 23:59 EDT
    ['2025-07-04T04:00:00Z', '2025-07-04'], // 00:00 EDT
    ['2025-01-15T04:59:59Z', '2025-01-14'], // 23:59:59 EST
    ['2025-01-15T05:00:00Z', '2025-01-15'], // 00:00 EST
    ['2025-12-01T04:30:00Z', '2025-11-30'], // month end
    ['2026-01-01T04:59:00Z', '2025-12-31'], // year end
    ['2025-03-09T06:59:00Z', '2025-03-09'], // 01:59 EST, a minute before the spring change
    ['2025-03-09T07:00:00Z', '2025-03-09'], // 03:00 EDT
    ['2025-11-02T05:30:00Z', '2025-11-02'], // 01:30 EDT, the first of the two 1:30s
    ['2025-11-02T06:30:00Z', '2025-11-02'], // 01:30 EST, the second
  ])('at %s it is %s in New York', (iso, date) => {
    expect(businessToday(new Date(iso))).toBe(date);
  });

  it('gives the right date whatever instant it was asked about before', () => {
    // Instants in the same UTC hour, in other hours, and back again, across New York's midnight.
    const asked = [
      ['2025-01-15T04:00:00Z', '2025-01-14'],
      ['2025-01-15T04:59:59.999Z', '2025-01-14'],
      ['2025-01-15T05:00:00Z', '2025-01-15'],
      ['2025-01-15T04:30:00Z', '2025-01-14'],
      ['2025-07-04T03:59:59Z', '2025-07-03'],
      ['2025-07-04T04:00:00Z', '2025-07-04'],
      ['2025-07-04T03:00:00Z', '2025-07-03'],
    ] as const;
    for (const [iso, date] of asked) expect(businessToday(new Date(iso))).toBe(date);
  });
});

describe('slotStartsAt', () => {
  it.each([
    ['2025-03-08', '8:00 AM', '2025-03-08T13:00:00.000Z'], // EST, the day before DST starts
    ['2025-03-09', '8:00 AM', '2025-03-09T12:00:00.000Z'], // EDT from 2 AM that day
    ['2025-03-09', '6:00 PM', '2025-03-09T22:00:00.000Z'],
    ['2025-11-01', '8:00 AM', '2025-11-01T12:00:00.000Z'], // EDT, the day before DST ends
    ['2025-11-02', '8:00 AM', '2025-11-02T13:00:00.000Z'], // EST from 2 AM that day
    ['2025-11-02', '12:00 PM', '2025-11-02T17:00:00.000Z'],
    ['2025-07-15', '2:00 PM', '2025-07-15T18:00:00.000Z'],
    ['2025-12-31', '6:00 PM', '2025-12-31T23:00:00.000Z'],
  ] as const)('%s %s starts at %s', (date, label, iso) => {
    expect(slotStartsAt(date, label).toISOString()).toBe(iso);
  });

  it('refuses a date that does not exist', () => {
    expect(() => slotStartsAt('2025-02-30', '8:00 AM')).toThrow(RangeError);
  });
});

describe('bookable dates', () => {
  it('are today and the next 13 days in New York', () => {
    const dates = bookableDates(new Date('2025-07-04T03:59:00Z')); // July 3, 23:59 EDT
    expect(dates).toHaveLength(14);
    expect(dates[0]).toBe('2025-07-03');
    expect(dates[13]).toBe('2025-07-16');
  });

  it.each([
    ['2025-03-01T17:00:00Z', '2025-03-01', '2025-03-14'], // across the March change
    ['2025-10-25T17:00:00Z', '2025-10-25', '2025-11-07'], // across the November change
    ['2025-12-25T17:00:00Z', '2025-12-25', '2026-01-07'], // across the year end
    ['2028-02-20T17:00:00Z', '2028-02-20', '2028-03-04'], // across a leap day
  ])('from %s run %s to %s with no gap or repeat', (iso, first, last) => {
    const dates = bookableDates(new Date(iso));
    expect(dates[0]).toBe(first);
    expect(dates[13]).toBe(last);
    expect(new Set(dates).size).toBe(14);
    dates.slice(1).forEach((date, i) => expect(date).toBe(addDays(dates[i]!, 1)));
  });

  it('includes the leap day itself', () => {
    expect(bookableDates(new Date('2028-02-20T17:00:00Z'))).toContain('2028-02-29');
  });

  it.each([
    ['2025-07-03', true], // today in New York although UTC says July 4
    ['2025-07-16', true], // the 14th day
    ['2025-07-17', false],
    ['2025-07-02', false],
    ['2025-7-10', false],
    ['2025-02-30', false],
    ['not a date', false],
  ])('isBookableDate(%s) is %s', (date, expected) => {
    expect(isBookableDate(date, new Date('2025-07-04T03:59:00Z'))).toBe(expected);
  });
});

describe('isSlotPast', () => {
  const now = new Date('2025-06-10T14:00:00Z'); // 10:00 AM EDT

  it('passes the slots that have started today, the one starting now included', () => {
    const past = SLOT_LABELS.filter((label) => isSlotPast('2025-06-10', label, now));
    expect(past).toEqual(['8:00 AM', '10:00 AM']);
  });

  it('a minute before a start, the slot is still open', () => {
    expect(isSlotPast('2025-06-10', '12:00 PM', new Date('2025-06-10T15:59:00Z'))).toBe(false);
    expect(isSlotPast('2025-06-10', '12:00 PM', new Date('2025-06-10T16:00:00Z'))).toBe(true);
  });

  it('tomorrow has no past slot, yesterday has no open one', () => {
    expect(SLOT_LABELS.some((label) => isSlotPast('2025-06-11', label, now))).toBe(false);
    expect(SLOT_LABELS.every((label) => isSlotPast('2025-06-09', label, now))).toBe(true);
  });

  it('late evening in New York (next day in UTC) leaves no slot today', () => {
    const lateEvening = new Date('2025-06-11T02:30:00Z'); // June 10, 22:30 EDT
    expect(SLOT_LABELS.every((label) => isSlotPast('2025-06-10', label, lateEvening))).toBe(true);
    expect(SLOT_LABELS.some((label) => isSlotPast('2025-06-11', label, lateEvening))).toBe(false);
  });
});

describe('slot labels', () => {
  it.each([
    ['8:00 AM', 'morning', '8:00 AM - 10:00 AM'],
    ['10:00 AM', 'morning', '10:00 AM - 12:00 PM'],
    ['12:00 PM', 'afternoon', '12:00 PM - 2:00 PM'],
    ['2:00 PM', 'afternoon', '2:00 PM - 4:00 PM'],
    ['4:00 PM', 'afternoon', '4:00 PM - 6:00 PM'],
    ['6:00 PM', 'evening', '6:00 PM - 8:00 PM'],
  ] as const)('%s is %s, window %s', (label, period, window) => {
    expect(slotPeriod(label)).toBe(period);
    expect(slotWindowLabel(label)).toBe(window);
  });
});

describe('dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['2025-13-01', false],
    ['20250101', false],
  ])('isValidDateString(%s) is %s', (date, valid) => {
    expect(isValidDateString(date)).toBe(valid);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });
});
