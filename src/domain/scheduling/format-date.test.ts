import { describe, expect, it } from 'vitest';
import {
  calendarDateParts,
  formatCalendarDate,
  formatInstant,
  formatSlotWindow,
} from './format-date';

describe('formatCalendarDate', () => {
  it('names the calendar day itself, whatever the zone, in each style', () => {
    expect(formatCalendarDate('2026-03-03', 'full')).toBe('Tuesday, March 3, 2026');
    expect(formatCalendarDate('2026-11-27', 'long')).toBe('Friday, November 27');
    expect(formatCalendarDate('2027-01-01', 'long')).toBe('Friday, January 1');
    expect(formatCalendarDate('2030-01-13', 'medium')).toBe('Sun, Jan 13, 2030');
    expect(formatCalendarDate('2026-03-03', 'short')).toBe('Tue, Mar 3');
    expect(formatCalendarDate('2026-10-14', 'plain')).toBe('October 14, 2026');
  });

  it('gives the fallback (the input by default) for what is not a real day', () => {
    expect(formatCalendarDate('', 'short', 'Not scheduled')).toBe('Not scheduled');
    expect(formatCalendarDate('2026-02-30', 'medium')).toBe('2026-02-30');
  });

  it('gives the short parts the calendar buttons show', () => {
    expect(calendarDateParts('2026-03-08')).toEqual({ weekday: 'Sun', day: '8', month: 'Mar' });
  });
});

describe('formatInstant', () => {
  it('shows the cut-off on New York time, not UTC', () => {
    // 19:00 UTC in November is 2:00 PM EST.
    expect(formatInstant('2026-11-26T19:00:00.000Z', 'cutoff')).toBe(
      'Thursday, November 26 at 2:00 PM',
    );
  });

  it('follows daylight saving time and the date line of the zone', () => {
    // 03:30 UTC on 1 July is 11:30 PM EDT the day before.
    expect(formatInstant('2026-07-01T03:30:00.000Z', 'cutoff')).toBe(
      'Tuesday, June 30 at 11:30 PM',
    );
    expect(formatInstant('2026-03-09T12:00:00.000Z', 'cutoff')).toBe('Monday, March 9 at 8:00 AM');
  });

  it('writes a timeline step short, and the staff screens with the year', () => {
    expect(formatInstant('2026-11-23T07:05:00.000Z', 'event')).toBe('Nov 23, 2:05 AM');
    expect(formatInstant('2026-11-23T17:00:00.000Z', 'event')).toBe('Nov 23, 12:00 PM');
    expect(formatInstant('2030-01-13T20:05:00.000Z', 'dateTime')).toBe('Jan 13, 2030, 3:05 PM');
    expect(formatInstant(new Date('2030-01-13T20:05:00.000Z'), 'time')).toBe('3:05 PM');
    expect(formatInstant('2030-01-13T20:05:00.000Z', 'date')).toBe('January 13, 2030');
  });

  it('shows a dash for nothing and the input for what cannot be read', () => {
    expect(formatInstant(null, 'dateTime')).toBe('—');
    expect(formatInstant('soon', 'dateTime')).toBe('soon');
  });
});

describe('in Spanish (es-US, decisions.md "Languages")', () => {
  it.each([
    ['2026-12-03', 'full', 'jueves, 3 de diciembre de 2026'],
    ['2026-12-03', 'long', 'jueves, 3 de diciembre'],
    ['2027-01-01', 'long', 'viernes, 1 de enero'],
    ['2026-03-03', 'plain', '3 de marzo de 2026'],
  ] as const)('%s in the %s style reads %s', (date, style, text) => {
    expect(formatCalendarDate(date, style, date, 'es')).toBe(text);
  });

  it('keeps the short styles to what Intl abbreviates, and the same fallback', () => {
    expect(formatCalendarDate('2026-03-03', 'short', '', 'es')).toMatch(/^mar, 3 de mar/);
    expect(formatCalendarDate('2026-02-30', 'medium', 'Sin fecha', 'es')).toBe('Sin fecha');
    expect(calendarDateParts('2026-03-08', 'es')).toMatchObject({ day: '8' });
  });

  it.each([
    ['2026-11-26T19:00:00.000Z', 'cutoff', 'jueves, 26 de noviembre a las 2:00 p. m.'],
    ['2026-11-26T18:00:00.000Z', 'cutoff', 'jueves, 26 de noviembre a la 1:00 p. m.'],
    ['2026-07-01T03:30:00.000Z', 'cutoff', 'martes, 30 de junio a las 11:30 p. m.'],
    ['2026-11-23T07:05:00.000Z', 'time', '2:05 a. m.'],
    ['2026-11-23T17:00:00.000Z', 'time', '12:00 p. m.'],
    ['2030-01-13T20:05:00.000Z', 'date', '13 de enero de 2030'],
  ] as const)('%s as %s reads %s', (instant, style, text) => {
    expect(formatInstant(instant, style, 'es')).toBe(text);
  });

  it('writes "a. m." with plain spaces, as the spec does, never a no-break space', () => {
    const texts = [
      formatInstant('2030-01-13T20:05:00.000Z', 'dateTime', 'es'),
      formatInstant('2026-11-23T07:05:00.000Z', 'event', 'es'),
      formatSlotWindow('10:00 AM', 'es'),
    ];
    for (const text of texts) expect(text).not.toMatch(/[\u00a0\u202f]/);
    expect(texts[0]).toMatch(/^13 ene\.? 2030, 3:05 p\. m\.$/);
    expect(texts[1]).toMatch(/^23 nov\.?, 2:05 a\. m\.$/);
  });

  it.each([
    ['8:00 AM', '8:00 AM - 10:00 AM', '8:00 a. m. – 10:00 a. m.'],
    ['10:00 AM', '10:00 AM - 12:00 PM', '10:00 a. m. – 12:00 p. m.'],
    ['6:00 PM', '6:00 PM - 8:00 PM', '6:00 p. m. – 8:00 p. m.'],
  ] as const)('the %s window reads %s in English and %s in Spanish', (slot, en, es) => {
    expect(formatSlotWindow(slot)).toBe(en);
    expect(formatSlotWindow(slot, 'es')).toBe(es);
  });

  it('reads the same dash and dates as before when no language is given', () => {
    expect(formatInstant('2026-11-26T19:00:00.000Z', 'cutoff', 'en')).toBe(
      formatInstant('2026-11-26T19:00:00.000Z', 'cutoff'),
    );
    expect(formatInstant(null, 'time', 'es')).toBe('—');
  });
});
