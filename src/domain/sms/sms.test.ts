// The pure rules of text messages: a US number in E.164, the keywords of a reply, quiet hours.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotStartsAt } from '../scheduling/business-time';
import { smsKeyword } from './keywords';
import { toE164US } from './phone';
import { isQuietHours, nextSendableAt } from './quiet-hours';

describe('toE164US', () => {
  it.each([
    ['(704) 555-0142', '+17045550142'],
    ['704-555-0142', '+17045550142'],
    ['+1 704 555 0142', '+17045550142'],
    ['1 704 555 0142', '+17045550142'],
    ['7045550142', '+17045550142'],
    ['555-0142', null],
    ['+44 20 7946 0958', null],
    ['123', null],
    ['', null],
    ['not a phone', null],
  ])('%s -> %s', (text, expected) => {
    expect(toE164US(text)).toBe(expected);
  });
});

describe('smsKeyword', () => {
  it.each([
    ['STOP', 'stop'],
    ['stop', 'stop'],
    ['  Stop  ', 'stop'],
    ['STOPALL', 'stop'],
    ['unsubscribe', 'stop'],
    ['Cancel', 'stop'],
    ['END', 'stop'],
    ['quit', 'stop'],
    ['REVOKE', 'stop'],
    ['OptOut', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['Yes', 'start'],
    ['HELP', 'help'],
    ['info', 'help'],
    ['stop please', null],
    ['Can you come at 3?', null],
    ['', null],
    ['constructor', null],
  ])('%j -> %s', (body, expected) => {
    expect(smsKeyword(body)).toBe(expected);
  });

  it('a keyword is a keyword in any case, with any spaces around it, and never inside words', () => {
    const keywords = ['STOP', 'START', 'HELP', 'QUIT', 'YES', 'INFO'];
    fc.assert(
      fc.property(
        fc.constantFrom(...keywords),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 3 }),
        fc.string({ minLength: 1, maxLength: 10 }).filter((s) => s.trim() !== ''),
        (word, upper, pad, extra) => {
          const mixed = [...word].map((c, i) => (upper[i] ? c : c.toLowerCase())).join('');
          expect(smsKeyword(`${pad}${mixed}${pad}`)).not.toBeNull();
          expect(smsKeyword(`${mixed} ${extra}`)).toBeNull();
        },
      ),
    );
  });
});

describe('quiet hours (9 PM to 8 AM in New York)', () => {
  const eight = slotStartsAt('2026-07-14', '8:00 AM');
  const at = (hours: number) => new Date(eight.getTime() + hours * 3_600_000);
  const nextEight = slotStartsAt('2026-07-15', '8:00 AM');
  it.each([
    ['7:59 AM waits for 8 AM', -1 / 60, eight],
    ['midnight waits for 8 AM', -8, eight],
    ['8 AM goes', 0, null],
    ['noon goes', 4, null],
    ['8:59 PM goes', 13 - 1 / 60, null],
    ['9 PM waits for the next 8 AM', 13, nextEight],
    ['11:30 PM waits for the next 8 AM', 15.5, nextEight],
  ])('%s', (_name, hours, expected) => {
    const now = at(hours);
    expect(nextSendableAt(now)).toEqual(expected ?? now);
    expect(isQuietHours(now)).toBe(expected !== null);
  });

  it('across the clock change: 9 PM and 8 AM stay New York wall-clock times', () => {
    // 2026-03-08 is the spring-forward day; 8 AM is then UTC-4.
    expect(nextSendableAt(new Date('2026-03-08T11:30:00Z')).toISOString()).toBe(
      '2026-03-08T12:00:00.000Z',
    );
    expect(isQuietHours(new Date('2026-03-09T00:59:00Z'))).toBe(false); // 8:59 PM EDT
    expect(isQuietHours(new Date('2026-03-09T01:00:00Z'))).toBe(true); // 9:00 PM EDT
  });

  it('never answers a time in quiet hours, nor one earlier than now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2028-01-01'), noInvalidDate: true }),
        (now) => {
          const next = nextSendableAt(now);
          expect(next.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(12 * 3_600_000);
          expect(isQuietHours(next)).toBe(false);
        },
      ),
    );
  });
});
