import { CalendarCheck, CheckCircle2, Clock, DollarSign } from 'lucide-react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';

/** The four cards of the spec; revenue counts every booking that was not cancelled. */
export function SummaryCards({ bookings }: { bookings: readonly StaffBooking[] }) {
  const revenue = bookings
    .filter((b) => b.status !== 'cancelled')
    .reduce((sum, b) => sum + b.totalPrice, 0);
  const cards = [
    { label: 'Total Bookings', value: String(bookings.length), icon: CalendarCheck },
    {
      label: 'Pending',
      value: String(bookings.filter((b) => b.status === 'pending').length),
      icon: Clock,
    },
    {
      label: 'Completed',
      value: String(bookings.filter((b) => b.status === 'completed').length),
      icon: CheckCircle2,
    },
    { label: 'Total Revenue', value: formatMoney(revenue), icon: DollarSign },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <li key={label} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
            <span>{label}</span>
            <Icon aria-hidden="true" className="size-4" />
          </div>
          <p className="mt-2 text-2xl font-bold tabular-nums">{value}</p>
        </li>
      ))}
    </ul>
  );
}
