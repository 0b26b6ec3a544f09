// Each booking screen has its own URL under /book (issue 12; docs/decisions/015): Back and
// Forward move between screens, a refresh restores the screen, and the screen order lives here.
import type { BookingState } from './booking-state';

export const BOOKING_BASE_PATH = '/book';

export const BOOKING_STEPS = [
  'type',
  'apartment',
  'photos',
  'tvs',
  'services',
  'schedule',
  'contact',
  'payment',
  'card',
] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The heading of each screen, also what the live region announces when the screen changes. */
export const STEP_TITLES: Readonly<Record<BookingStep, string>> = {
  type: 'Choose Your Booking Type',
  apartment: 'Select Your Apartment Complex & Floor Plan',
  photos: 'Add Photos of Your Rooms',
  tvs: 'Build Your TV Installation',
  services: 'Additional Services',
  schedule: 'Schedule Your Appointment',
  contact: 'Your Contact Details',
  payment: 'Choose How to Pay',
  card: 'Card Payment',
};

export function stepPath(step: BookingStep): string {
  return `${BOOKING_BASE_PATH}/${step}`;
}

export function confirmationPath(reference: string): string {
  return `${BOOKING_BASE_PATH}/confirmed/${encodeURIComponent(reference)}`;
}

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
  return (BOOKING_STEPS as readonly string[]).includes(step)
    ? { kind: 'step', step: step as BookingStep }
    : { kind: 'unknown' };
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
