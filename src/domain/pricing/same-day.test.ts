// decisions.md "Same-day service", as a table: when the one-time $75 is charged.
import { describe, expect, it } from 'vitest';
import type { SlotLabel } from '../scheduling/business-time';
import { calculateQuote } from './calculate-quote';
import { startsWithinSameDayWindow } from './same-day';
import { testTv } from './test-helpers';

// Monday 2 March 2026, 9:00 AM in New York (EST, UTC-5).
const MONDAY_9AM = new Date('2026-03-02T14:00:00Z');

describe('the same-day fee follows the booked window', () => {
  it.each<[string, string, SlotLabel, Date, boolean]>([
    ['the next window today', '2026-03-02', '10:00 AM', MONDAY_9AM, true],
    ['this evening', '2026-03-02', '6:00 PM', MONDAY_9AM, true],
    ['tomorrow 8 AM, 23 hours away', '2026-03-03', '8:00 AM', MONDAY_9AM, true],
    ['tomorrow 10 AM, 25 hours away', '2026-03-03', '10:00 AM', MONDAY_9AM, false],
    ['exactly 24 hours away', '2026-03-03', '10:00 AM', new Date('2026-03-02T15:00:00Z'), false],
    ['3 days out', '2026-03-05', '8:00 AM', MONDAY_9AM, false],
    ['13 days out', '2026-03-15', '6:00 PM', MONDAY_9AM, false],
    // Clocks spring forward on 8 March: 10 AM Saturday to 10 AM Sunday is 23 real hours.
    [
      'across the DST change, 23 real hours',
      '2026-03-08',
      '10:00 AM',
      new Date('2026-03-07T15:00:00Z'),
      true,
    ],
    // Clocks fall back on 1 November 2025: 10 AM Saturday to 8 AM Sunday is 23 real hours.
    [
      'across the fall-back change',
      '2025-11-02',
      '8:00 AM',
      new Date('2025-11-01T14:00:00Z'),
      true,
    ],
  ])('%s: charged %s', (_, date, time, bookedAt, charged) => {
    expect(startsWithinSameDayWindow({ date, time, bookedAt })).toBe(charged);
    const result = calculateQuote({
      tvs: [testTv({ sameDayService: true })],
      appointment: { date, time, bookedAt },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quote.oneTimeFees.map((fee) => fee.key)).toEqual(
      charged ? ['sameDayService'] : [],
    );
    // $99 installation + $29.99 flat mount, plus $75 only inside the window.
    expect(result.quote.totalCents).toBe(charged ? 20399 : 12899);
  });

  it('without a window the fee is charged as asked (the quote call without a date)', () => {
    const result = calculateQuote({ tvs: [testTv({ sameDayService: true })] });
    expect(result.ok && result.quote.oneTimeFeesTotalCents).toBe(7500);
  });

  it('a window inside 24 hours never adds the fee when nobody asked for it', () => {
    const result = calculateQuote({
      tvs: [testTv()],
      appointment: { date: '2026-03-02', time: '10:00 AM', bookedAt: MONDAY_9AM },
    });
    expect(result.ok && result.quote.oneTimeFees).toEqual([]);
  });

  it('dropping same-day keeps the two-technician fee', () => {
    const result = calculateQuote({
      tvs: [testTv({ tvSize: '76-85', largeTvAssistance: 'two_techs', sameDayService: true })],
      appointment: { date: '2026-03-06', time: '2:00 PM', bookedAt: MONDAY_9AM },
    });
    expect(result.ok && result.quote.oneTimeFees.map((fee) => fee.key)).toEqual(['twoTechnicians']);
  });
});
