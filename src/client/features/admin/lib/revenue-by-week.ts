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
 * Revenue per appointment week (New York time): `past` weeks before the current one, the current
 * one and the 2 weeks ahead that the 14-day booking window can fill. Cancelled bookings earn nothing.
 */
export function revenueByWeek(
  bookings: readonly StaffBooking[],
  now: Date,
  past = 5,
): WeekRevenue[] {
  const thisWeek = weekStartOf(businessToday(now));
  const result = Array.from({ length: past + 3 }, (_, i) => ({
    weekStart: addDays(thisWeek, 7 * (i - past)),
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
