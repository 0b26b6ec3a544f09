// The confirmation screen survives a refresh (issue 12): what it shows is kept in this browser,
// under the booking's public reference, apart from the draft (which is cleared once booked).
// Only what the screen shows is kept; never the manage token.
import { z } from 'zod';
import { SLOT_LABELS } from '@/domain/scheduling/business-time';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type BookingResponse } from '@/domain/schemas/booking';
import { DEFAULT_LOCALE, LOCALES } from '@/domain/site/locales';

const STORAGE_KEY = 'ctm-booking-confirmations';
/** A few recent bookings are enough: the e-mail holds every detail for good. */
const KEEP = 5;

const confirmationSchema = z.object({
  reference: z.string().min(1).max(40),
  /** The internal id: only for the calendar invite's UID, shared with the e-mailed invite. */
  id: z.int(),
  name: z.string(),
  email: z.string(),
  address: z.string(),
  unitNumber: z.string().nullable(),
  serviceName: z.string(),
  appointmentDate: z.string(),
  appointmentTime: z.enum(SLOT_LABELS),
  totalPrice: z.int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Store products booked with it, which the technician brings (issue 26). */
  products: z
    .array(z.object({ name: z.string(), quantity: z.int() }))
    .max(50)
    .default([]),
  /**
   * The booking's language (issue 28): its "Add to calendar" file is in it, like the e-mailed
   * invite. Confirmations kept before it was recorded were English.
   */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
export type Confirmation = z.output<typeof confirmationSchema>;

/**
 * The booking's public reference (decisions.md "Public references"). The 201 answer carries it;
 * until every answer does, the id stands in so that the screen still has an address.
 */
export function referenceOf(booking: BookingResponse): string {
  const withReference = booking as BookingResponse & { reference?: unknown };
  return typeof withReference.reference === 'string' && withReference.reference
    ? withReference.reference
    : String(booking.id);
}

/** The booking's manage token from the 201 answer (money helper, decisions.md), if it has one. */
export function manageTokenOf(booking: BookingResponse): string | undefined {
  const token = (booking as BookingResponse & { manageToken?: unknown }).manageToken;
  return typeof token === 'string' && token ? token : undefined;
}

/**
 * The manage link rides in the confirmation's history entry, not in storage: it lives as long as
 * the tab's history (a refresh keeps it) and is never written to localStorage.
 */
export interface ConfirmationHistoryState {
  readonly manageToken?: string;
}

export function manageTokenOfHistory(state: unknown): string | undefined {
  const token = (state as ConfirmationHistoryState | null)?.manageToken;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
}

export function confirmationOf(booking: BookingResponse): Confirmation {
  return {
    reference: referenceOf(booking),
    id: booking.id,
    name: booking.name,
    email: booking.email,
    address: booking.address,
    unitNumber: booking.unitNumber,
    serviceName: booking.serviceName,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    totalPrice: booking.totalPrice,
    paymentMethod: booking.paymentMethod,
    paymentStatus: booking.paymentStatus,
    products: booking.priceBreakdown.products.map(({ name, quantity }) => ({ name, quantity })),
    locale: booking.locale,
  };
}

function readAll(): Confirmation[] {
  try {
    const parsed = z
      .array(confirmationSchema)
      .safeParse(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveConfirmation(confirmation: Confirmation): void {
  const others = readAll().filter((c) => c.reference !== confirmation.reference);
  try {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([confirmation, ...others].slice(0, KEEP)),
    );
  } catch {
    // Not kept: a refresh then shows the "check your e-mail" notice instead.
  }
}

export function findConfirmation(reference: string): Confirmation | null {
  return readAll().find((c) => c.reference === reference) ?? null;
}
