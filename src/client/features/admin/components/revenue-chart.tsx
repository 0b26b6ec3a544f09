import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { revenueByWeek } from '../lib/revenue-by-week';

const shortDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
};

/** Revenue by appointment week: plain CSS bars, with the figures readable as a list. */
export function RevenueChart({ bookings }: { bookings: readonly StaffBooking[] }) {
  const weeks = revenueByWeek(bookings, new Date());
  const max = Math.max(1, ...weeks.map((w) => w.cents));
  return (
    <section aria-labelledby="revenue-title" className="rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="revenue-title" className="text-base font-semibold">
        Revenue by week
      </h2>
      <p className="text-xs text-muted-foreground">
        Past 5 weeks, this week and the next 2, by appointment date; cancelled bookings excluded
      </p>
      <ol className="mt-4 flex h-44 items-end gap-2" aria-label="Weekly revenue">
        {weeks.map((w) => (
          <li
            key={w.weekStart}
            className="flex h-full flex-1 flex-col items-center justify-end gap-1"
          >
            <span className="text-[10px] font-medium text-muted-foreground tabular-nums sm:text-xs">
              {w.cents > 0 ? formatMoney(w.cents).replace(/\.\d\d$/, '') : ''}
            </span>
            <div
              className="w-full rounded-t bg-primary/80"
              style={{ height: `${Math.max(w.cents > 0 ? 4 : 1, (w.cents / max) * 100)}%` }}
              title={`Week of ${shortDate(w.weekStart)}: ${formatMoney(w.cents)} from ${w.count} bookings`}
            />
            <span className="text-[10px] text-muted-foreground sm:text-xs">
              <span className="sr-only">Week of </span>
              {shortDate(w.weekStart)}
              <span className="sr-only">
                : {formatMoney(w.cents)} from {w.count} bookings
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
