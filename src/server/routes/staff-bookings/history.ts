// GET /api/bookings/{id}/history: every change of a booking with who, what and when, read from
// booking_events (the same rows as the customer's timeline), each with one readable line.
import { inArray } from 'drizzle-orm';
import type { BookingHistoryEntry } from '../../../domain/schemas/staff-operations';
import { formatMoney } from '../../../domain/pricing/format-money';
import type { Executor } from '../../db/client';
import { staff } from '../../db/schema/index';
import { listBookingEvents, type BookingEventRow } from '../../services/booking-events';

type Window = { appointmentDate?: unknown; appointmentTime?: unknown };
const windowText = (value: unknown) => {
  const w = (value ?? {}) as Window;
  return `${String(w.appointmentDate ?? '?')} ${String(w.appointmentTime ?? '')}`.trim();
};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? formatMoney(value) : '';

const ACTION_LABELS: Record<string, string> = {
  created: 'Booked',
  confirmed: 'Confirmed',
  assigned: 'Assigned',
  unassigned: 'Unassigned',
  en_route: 'On the way',
  in_progress: 'Work started',
  completed: 'Completed',
  cancelled: 'Cancelled',
  rescheduled: 'Rescheduled',
  paid: 'Paid by card',
  refunded: 'Refunded',
  refund_sent: 'Refund sent to the card',
  refund_refused: 'Refund refused by the card provider (return it by hand)',
  payment_failed: 'Card payment failed',
  collected: 'Payment collected',
  reinstated: 'Place given back after a late payment',
};

/** "Cancelled by Admin: customer moved away" and the like. */
export function summaryOf(event: BookingEventRow, actorName: string): string {
  const { details } = event;
  const label = ACTION_LABELS[event.action] ?? event.action;
  const by = `${label} by ${actorName}`;
  switch (event.action) {
    case 'assigned':
      return `${by}: ${text(details.technicianName) || `technician #${String(details.technicianId)}`}`;
    case 'unassigned':
      return text(details.reason) ? `${by}: ${text(details.reason)}` : by;
    case 'rescheduled':
      return `${by}: ${windowText(details.from)} -> ${windowText(details.to)}`;
    case 'cancelled':
      return text(details.reason) ? `${by}: ${text(details.reason)}` : by;
    case 'completed':
      return details.early === true ? `${by}, ahead of its day` : by;
    case 'collected':
      return `${by}: ${cents(details.amountCents)} (${text(details.paymentMethod)})`;
    case 'paid':
    case 'refunded':
    case 'refund_sent':
    case 'refund_refused':
      return details.amountCents !== undefined ? `${by}: ${cents(details.amountCents)}` : by;
    default:
      return by;
  }
}

export async function bookingHistory(
  db: Executor,
  bookingId: number,
): Promise<BookingHistoryEntry[]> {
  const events = await listBookingEvents(db, bookingId);
  const staffIds = [...new Set(events.flatMap((e) => (e.actorId === null ? [] : [e.actorId])))];
  const members =
    staffIds.length === 0
      ? []
      : await db
          .select({ id: staff.id, name: staff.name, role: staff.role })
          .from(staff)
          .where(inArray(staff.id, staffIds));
  const byId = new Map(members.map((m) => [m.id, m]));
  return events.map((event) => {
    const member = event.actorId === null ? undefined : byId.get(event.actorId);
    const name =
      member?.name ??
      (event.actorKind === 'customer'
        ? 'Customer'
        : event.actorKind === 'system'
          ? 'System'
          : 'Former staff member');
    return {
      id: event.id,
      at: event.at.toISOString(),
      action: event.action,
      actor: {
        kind: event.actorKind,
        id: event.actorId,
        name,
        role: member?.role ?? null,
      },
      summary: summaryOf(event, name),
      details: event.details,
    };
  });
}
