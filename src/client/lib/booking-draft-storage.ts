// Where the booking draft is kept in the browser (issue 12, docs/decisions/015): one localStorage
// key, so a refresh or a closed tab keeps the booking until it is booked or started over. The
// booking feature owns the draft's shape and checks it on load; this file only stores text, so
// that the header's 'Back to Home' can start over without loading the booking code. The photos
// themselves are in IndexedDB (booking-draft-photos.ts) and go with the draft.
export const BOOKING_DRAFT_KEY = 'ctm-booking-draft';

export function readBookingDraftText(): string | null {
  try {
    return window.localStorage.getItem(BOOKING_DRAFT_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked): the booking then lives in memory only.
    return null;
  }
}

/** False when the browser refused (full or blocked). */
export function writeBookingDraftText(text: string): boolean {
  try {
    window.localStorage.setItem(BOOKING_DRAFT_KEY, text);
    return true;
  } catch {
    return false;
  }
}

export function clearBookingDraft(): void {
  // Fetched here only when needed: the header's 'Back to Home' leaves the photo code out of the
  // first load.
  void import('./booking-draft-photos')
    .then(({ clearDraftPhotos }) => clearDraftPhotos())
    .catch(() => undefined);
  try {
    window.localStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // Nothing was stored then either.
  }
}
