// The customer's view of a booking (decisions.md "The customer's view of a booking"): status
// timeline, window, what was booked, money, and what the customer may still change. One
// presenter for the manage link's answers and the customer's live stream (routes/manage,
// routes/events), so the stream can never carry more than the page shows.
import { eq } from 'drizzle-orm';
import { slotWindowLabel } from '../../domain/scheduling/business-time';
import { changeRules } from '../../domain/bookings/rules';
import { awaitingCardPayment } from '../../domain/bookings/status-labels';
import { customerWordsFor } from '../../domain/catalog/customer-words-for';
import {
  TIMELINE_STEPS,
  type CustomerBookingView,
  type TimelineStep,
} from '../../domain/schemas/manage';
import type { Executor } from '../db/client';
import { reviews, staff } from '../db/schema/index';
import { listBookingEvents, type BookingEventRow } from '../services/booking-events';
import { fullAddress } from '../notifications/templates/booking';
import { readBusinessFacts } from '../services/business-facts';
import type { BookingRow } from './repository';

const REACHED: Record<BookingRow['status'], readonly TimelineStep[]> = {
  pending: ['received'],
  confirmed: ['received', 'confirmed'],
  in_progress: ['received', 'confirmed', 'on_the_way', 'in_progress'],
  completed: ['received', 'confirmed', 'on_the_way', 'in_progress', 'completed'],
  cancelled: ['received'],
};

const EVENT_OF_STEP: Partial<Record<TimelineStep, string>> = {
  confirmed: 'confirmed',
  assigned: 'assigned',
  on_the_way: 'en_route',
  in_progress: 'in_progress',
  completed: 'completed',
};

export function timelineOf(booking: BookingRow, events: readonly BookingEventRow[]) {
  // The steps in the booking's language (issue 28); its breakdown was stored in it already.
  const labels = customerWordsFor(booking.locale).status.timeline;
  const lastAt = (action: string | undefined) => {
    const found = events.filter((event) => event.action === action).at(-1);
    return found ? found.at.toISOString() : null;
  };
  return TIMELINE_STEPS.map((step) => {
    const at = step === 'received' ? booking.createdAt.toISOString() : lastAt(EVENT_OF_STEP[step]);
    let done = REACHED[booking.status].includes(step) || at !== null;
    if (step === 'assigned') done = booking.assignedTechnicianId !== null;
    if (step === 'on_the_way') done ||= booking.enRouteAt !== null;
    // A card hold is not "Booking Confirmed" until it is paid: the headline says Awaiting Payment.
    if (step === 'received' && awaitingCardPayment(booking)) done = false;
    return {
      step,
      label: labels[step],
      done,
      at: step === 'on_the_way' ? (booking.enRouteAt?.toISOString() ?? at) : at,
    };
  });
}

/** The customer's own reason or the system's; a staff member's reason is an internal note. */
function customerFacingReason(booking: BookingRow, events: readonly BookingEventRow[]) {
  const cancel = events.filter((event) => event.action === 'cancelled').at(-1);
  const byStaff = cancel?.actorKind === 'admin' || cancel?.actorKind === 'technician';
  return byStaff ? null : booking.cancelReason;
}

async function technicianFirstName(db: Executor, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, id));
  return row ? (row.name.trim().split(/\s+/)[0] ?? null) : null;
}

/** Whether the customer has left the booking's review (the manage page then thanks them). */
async function hasReview(db: Executor, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.bookingId, bookingId));
  return row !== undefined;
}

export async function customerView(
  db: Executor,
  booking: BookingRow,
  now: Date,
): Promise<CustomerBookingView> {
  const rules = changeRules(booking, now, (await readBusinessFacts(db)).phone);
  const breakdown = booking.priceBreakdown;
  const events = await listBookingEvents(db, booking.id);
  return {
    reference: booking.reference,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    locale: booking.locale,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    arrivalWindow: slotWindowLabel(booking.appointmentTime),
    totalPrice: booking.totalPrice,
    serviceName: booking.serviceName,
    address: fullAddress(booking),
    tvs: breakdown?.tvs ?? [],
    discountCents: breakdown?.discountCents ?? 0,
    oneTimeFees: breakdown?.oneTimeFees ?? [],
    services: breakdown?.services ?? [],
    products: breakdown?.products ?? [],
    technicianFirstName: await technicianFirstName(db, booking.assignedTechnicianId),
    timeline: timelineOf(booking, events),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelReason: booking.status === 'cancelled' ? customerFacingReason(booking, events) : null,
    canReschedule: rules.canReschedule,
    canCancel: rules.canCancel,
    cutoffAt: rules.cutoffAt.toISOString(),
    changesClosedReason: rules.closedReason,
    reviewed: booking.status === 'completed' && (await hasReview(db, booking.id)),
  };
}
