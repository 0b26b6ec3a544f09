// Typed paths (issue 27): features link through these helpers, never through string literals,
// so a page that moves or a step that is renamed fails the type check instead of sending a
// customer to the wrong screen (the store's "Back to TV Builder" once went to /book/builder,
// which is no step, and the booking flow started over).
import { type BookingStep } from './booking-steps';
import { PAGES, type PageName } from './pages';

/** The path of a page of the manifest: pagePath('track') -> '/track'. */
export function pagePath<Name extends Exclude<PageName, 'myBooking' | 'review'>>(
  name: Name,
): (typeof PAGES)[Name]['path'] {
  return PAGES[name].path;
}

/** A booking screen: bookingStepPath('contact') -> '/book/contact'. */
export function bookingStepPath(step: BookingStep): string {
  return `${PAGES.book.path}/${step}`;
}

/** The TV builder, the booking screen the store's "Back to TV Builder" returns to. */
export function tvBuilderPath(): string {
  return bookingStepPath('tvs');
}

/** A booking's confirmation screen: '/book/confirmed/CTM-ABC234'. */
export function bookingConfirmedPath(reference: string): string {
  return `${PAGES.book.path}/confirmed/${encodeURIComponent(reference)}`;
}

/** The customer's manage link: '/my-booking/{token}'. */
export function myBookingPath(manageToken: string): string {
  return `${PAGES.myBooking.path}/${encodeURIComponent(manageToken)}`;
}

/** The customer's review of a completed booking: '/review/{token}' (issue 31). */
export function reviewPath(manageToken: string): string {
  return `${PAGES.review.path}/${encodeURIComponent(manageToken)}`;
}

/** The customer's receipt of a completed booking (a PDF the server makes). */
export function receiptPath(manageToken: string): string {
  return `/api/manage/${encodeURIComponent(manageToken)}/receipt.pdf`;
}

/** The store order's confirmation: '/mount-depot/success?order=CTM-ABC234'. */
export function storeSuccessPath(reference: string): string {
  return `${PAGES.mountDepotSuccess.path}?order=${encodeURIComponent(reference)}`;
}
