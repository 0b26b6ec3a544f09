import { describe, expect, it } from 'vitest';
import { bookingLanguageMove } from './booking-language';

describe('bookingLanguageMove', () => {
  it.each([
    // page, booking, remembered choice, move to
    ['en', 'en', undefined, undefined],
    ['es', 'es', undefined, undefined],
    ['en', 'es', undefined, 'es'],
    ['es', 'en', undefined, 'en'],
    // The visitor chose the page's language with the switch: it stays.
    ['en', 'es', 'en', undefined],
    ['es', 'en', 'es', undefined],
    // The visitor chose the booking's language: both agree, so it moves.
    ['en', 'es', 'es', 'es'],
    ['es', 'en', 'en', 'en'],
    ['es', 'es', 'en', undefined],
    ['en', 'en', 'es', undefined],
  ] as const)('a %s page of a %s booking, chosen %s: %s', (page, booking, remembered, move) => {
    expect(bookingLanguageMove(page, booking, remembered)).toBe(move);
  });
});
