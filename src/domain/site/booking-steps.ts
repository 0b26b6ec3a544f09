// The booking screens, each at its own URL under /book (issue 12; docs/decisions/015): the order
// and the headings live here, in the page manifest's folder, so that the client's flow, the page
// titles the server writes and the typed paths features link through all read one list. The
// Spanish headings (issue 28) sit beside the English ones, so a new step cannot miss its own.
import type { Locale } from '../site/locales';

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

/** The heading of each screen, also its page title and what the live region announces. */
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

/** The same headings on the Spanish pages (/es/book/...). */
export const STEP_TITLES_ES: Readonly<Record<BookingStep, string>> = {
  type: 'Elija el tipo de reserva',
  apartment: 'Seleccione su complejo de apartamentos y su plano',
  photos: 'Agregue fotos de sus habitaciones',
  tvs: 'Configure su instalación de TV',
  services: 'Servicios adicionales',
  schedule: 'Programe su cita',
  contact: 'Sus datos de contacto',
  payment: 'Elija cómo pagar',
  card: 'Pago con tarjeta',
};

/** The headings in a language. */
export function stepTitles(locale: Locale): Readonly<Record<BookingStep, string>> {
  return locale === 'es' ? STEP_TITLES_ES : STEP_TITLES;
}

export function isBookingStep(value: string): value is BookingStep {
  return (BOOKING_STEPS as readonly string[]).includes(value);
}
