// GET /api/bookings.csv: the admin's selection as RFC 4180 CSV (every field quoted when it holds
// a comma, a quote or a line break; quotes doubled). A text that a spreadsheet would run as a
// formula (=, +, -, @ first) is written with a leading apostrophe (OWASP "CSV injection").
import { moneyCardOf } from '../../../domain/bookings/money-cards';
import type { StaffBooking } from '../../../domain/schemas/staff';

const COLUMNS: readonly [string, (b: StaffBooking, lapsed: boolean) => string | number | null][] = [
  ['reference', (b) => b.reference],
  ['id', (b) => b.id],
  ['status', (b) => b.status],
  ['appointment_date', (b) => b.appointmentDate],
  ['appointment_time', (b) => b.appointmentTime],
  ['name', (b) => b.name],
  ['phone', (b) => b.phone],
  ['email', (b) => b.email],
  ['address', (b) => b.address],
  ['unit', (b) => b.unitNumber],
  ['zip', (b) => b.zipCode],
  ['complex', (b) => b.apartmentComplexName],
  ['service', (b) => b.serviceName],
  ['tvs', (b) => b.tvs.length],
  ['services', (b) => b.services.join('; ')],
  ['products', (b) => (b.products ?? []).map((p) => `${p.name} x ${p.quantity}`).join('; ')],
  ['total_cents', (b) => b.totalPrice],
  ['total', (b) => (b.totalPrice / 100).toFixed(2)],
  ['payment_method', (b) => b.paymentMethod],
  ['payment_status', (b) => b.paymentStatus],
  // The money card the row counts in (collected, to_collect, awaiting_card_payment; empty when
  // cancelled): summed by it, the file gives the admin's cards (docs/decisions/055).
  ['money_card', (b, lapsed) => (lapsed ? null : moneyCardOf(b))],
  ['collected_at', (b) => b.paymentCollectedAt],
  ['collected_by', (b) => b.paymentCollectedByName],
  ['technician', (b) => b.technicianName],
  ['cancel_reason', (b) => b.cancelReason],
  ['created_at', (b) => b.createdAt],
];

export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Header line and one line per booking, CRLF-separated as RFC 4180 says. `lapsed`: the list of
 * lapsed card holds, none of which is live, so none has a money card.
 */
export function bookingsCsv(list: readonly StaffBooking[], lapsed = false): string {
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const booking of list) {
    lines.push(COLUMNS.map(([, read]) => csvField(read(booking, lapsed))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
