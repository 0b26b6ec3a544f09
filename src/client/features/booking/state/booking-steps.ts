// Each booking screen has its own URL under /book (issue 12; docs/decisions/015): Back and
// Forward move between screens, a refresh restores the screen, and the screen order lives here.
// The steps, their headings and their paths are the page manifest's (src/domain/site/).
import { isBookingStep, type BookingStep } from '@/domain/site/booking-steps';
import { PAGES } from '@/domain/site/pages';
import type { BookingState } from './booking-state';

const BOOKING_BASE_PATH = PAGES.book.path;

export type BookingLocation =
  | { readonly kind: 'step'; readonly step: BookingStep }
  | { readonly kind: 'confirmed'; readonly reference: string }
  | { readonly kind: 'unknown' };

/** '/book/contact' -> the contact step; '/book/confirmed/CTM-ABC234' -> that confirmation. */
export function parseBookingPath(pathname: string): BookingLocation {
  const rest = pathname.replace(/\/+$/, '').slice(BOOKING_BASE_PATH.length);
  if (rest === '') return { kind: 'step', step: 'type' };
  const confirmed = /^\/confirmed\/([^/]+)$/.exec(rest);
  if (confirmed?.[1]) return { kind: 'confirmed', reference: decodeURIComponent(confirmed[1]) };
  const step = rest.slice(1);
  return isBookingStep(step) ? { kind: 'step', step } : { kind: 'unknown' };
}

type StepState = Pick<
  BookingState,
  'startedAt' | 'apartment' | 'tvs' | 'services' | 'products' | 'date' | 'time' | 'cardBooking'
>;

/** The screen a 'Back' button returns to; null on the first screen of the booking. */
export function previousStep(step: BookingStep, state: StepState): BookingStep | null {
  switch (step) {
    case 'type':
      return null;
    case 'apartment':
      return 'type';
    case 'photos':
      return 'apartment';
    case 'tvs':
      return state.apartment ? 'photos' : 'type';
    case 'services':
      return state.startedAt === 'services' && state.tvs.length === 0 ? null : 'tvs';
    case 'schedule':
      return 'services';
    case 'contact':
      return 'schedule';
    case 'payment':
      return 'contact';
    case 'card':
      return 'payment';
  }
}

export function hasSomethingToBook(state: Pick<StepState, 'tvs' | 'services' | 'products'>) {
  return state.tvs.length + state.services.length + state.products.length > 0;
}

/**
 * A screen opened before what it needs (a bookmark, an old tab, a draft that has changed) goes to
 * the first screen that is missing something; null when the screen can show as it is.
 * `contactReady` is the contact step's own check, passed in to keep this file free of it.
 */
export function missingBefore(
  step: BookingStep,
  state: StepState,
  contactReady: boolean,
): BookingStep | null {
  const firstScreen: BookingStep = state.startedAt === 'services' ? 'services' : 'type';
  const needs: Partial<Record<BookingStep, () => BookingStep | null>> = {
    photos: () => (state.apartment ? null : 'apartment'),
    schedule: () => (hasSomethingToBook(state) ? null : firstScreen),
    contact: () => needs.schedule?.() ?? (state.date && state.time ? null : 'schedule'),
    payment: () => needs.contact?.() ?? (contactReady ? null : 'contact'),
    card: () => needs.payment?.() ?? (state.cardBooking ? null : 'payment'),
  };
  return needs[step]?.() ?? null;
}
