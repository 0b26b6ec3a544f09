import type { StaffBooking } from '@/domain/schemas/staff';
import { addDays, businessToday } from '@/domain/scheduling/business-time';

export type WeekRevenue = { weekStart: string; cents: number; count: number };

/** The Monday of the week holding a YYYY-MM-DD date. */
export function weekStartOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Revenue per appointment week for the `weeks` weeks ending with the current one (New York
 * time). Cancelled bookings earn nothing.
 */
export function revenueByWeek(
  bookings: readonly StaffBooking[],
  now: Date,
  weeks = 8,
): WeekRevenue[] {
  const thisWeek = weekStartOf(businessToday(now));
  const result = Array.from({ length: weeks }, (_, i) => ({
    weekStart: addDays(thisWeek, -7 * (weeks - 1 - i)),
    cents: 0,
    count: 0,
  }));
  const byWeek = new Map(result.map((w) => [w.weekStart, w]));
  for (const b of bookings) {
    if (b.status === 'cancelled' || !/^\d{4}-\d{2}-\d{2}$/.test(b.appointmentDate)) continue;
    const week = byWeek.get(weekStartOf(b.appointmentDate));
    if (week) {
      week.cents += b.totalPrice;
      week.count += 1;
    }
  }
  return result;
}
