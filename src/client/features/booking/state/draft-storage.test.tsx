// @vitest-environment jsdom
// The saved draft in the browser's real storage (jsdom's localStorage): what comes back, and what
// is dropped (docs/decisions/015).
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_DRAFT_KEY } from '@/client/lib/booking-draft-storage';
import { emptyBookingState, type BookingState } from './booking-state';
import { clearBookingDraft, DRAFT_VERSION, loadDraft, saveDraft } from './draft-storage';

afterEach(() => window.localStorage.clear());

// Noon in New York on 10 June 2030: the 12th is within the booking window, the 9th is past.
const NOW = new Date('2030-06-10T16:00:00Z');

const draft = (change: Partial<BookingState> = {}): BookingState => ({
  ...emptyBookingState(),
  services: [{ id: 'ceilingFan:standard', type: 'ceilingFan', option: 'standard', quantity: 2 }],
  date: '2030-06-12',
  time: '10:00 AM',
  contact: { ...emptyBookingState().contact, name: 'Ada Lovelace', email: 'ada@example.com' },
  ...change,
});

describe('the booking draft in localStorage', () => {
  it('comes back as it was saved', () => {
    saveDraft(draft());
    expect(JSON.parse(window.localStorage.getItem(BOOKING_DRAFT_KEY) ?? '{}')).toMatchObject({
      version: DRAFT_VERSION,
    });
    expect(loadDraft(NOW)).toEqual(draft());
  });

  it('keeps the texts box ticked across a refresh; a draft saved before the box is unticked', () => {
    const ticked = draft({ contact: { ...draft().contact, smsOptIn: true } });
    saveDraft(ticked);
    expect(loadDraft(NOW)?.contact.smsOptIn).toBe(true);
    const older = Object.fromEntries(
      Object.entries(ticked.contact).filter(([key]) => key !== 'smsOptIn'),
    );
    window.localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ version: DRAFT_VERSION, state: { ...ticked, contact: older } }),
    );
    expect(loadDraft(NOW)).toEqual(draft());
  });

  it('drops a day that has passed and its window, and keeps the rest', () => {
    saveDraft(draft({ date: '2030-06-09' }));
    const loaded = loadDraft(NOW);
    expect(loaded?.date).toBeNull();
    expect(loaded?.time).toBeNull();
    expect(loaded?.services).toEqual(draft().services);
  });

  it.each([
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ version: DRAFT_VERSION + 1, state: draft() })],
    ['a draft of another shape', JSON.stringify({ version: DRAFT_VERSION, state: { tvs: 'x' } })],
  ])('starts over cleanly from %s, and removes it', (_name, text) => {
    window.localStorage.setItem(BOOKING_DRAFT_KEY, text);
    expect(loadDraft(NOW)).toBeNull();
    expect(window.localStorage.getItem(BOOKING_DRAFT_KEY)).toBeNull();
  });

  it('is gone after Start over', () => {
    saveDraft(draft());
    clearBookingDraft();
    expect(loadDraft(NOW)).toBeNull();
  });
});
