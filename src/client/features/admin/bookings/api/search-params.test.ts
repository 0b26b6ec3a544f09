import { describe, expect, it } from 'vitest';
import { NO_SEARCH, searchParams } from './get-bookings';

describe('searchParams', () => {
  it('sends only what was given, trimmed, and the page when asked', () => {
    expect(searchParams(NO_SEARCH).toString()).toBe('');
    expect(
      searchParams(
        { q: '  CTM-ABC123 ', status: 'confirmed', from: '2030-01-01', to: '' },
        { limit: 51, offset: 50 },
      ).toString(),
    ).toBe('q=CTM-ABC123&status=confirmed&from=2030-01-01&limit=51&offset=50');
  });
});
