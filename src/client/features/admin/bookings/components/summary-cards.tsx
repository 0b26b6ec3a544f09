import { Banknote, CalendarCheck, CheckCircle2, Clock, ShoppingBag, Wallet } from 'lucide-react';
import { formatMoney } from '@/domain/pricing/format-money';
import { useAdminToken } from '../../lib/admin-context';
import { useStats } from '../api/get-stats';

/**
 * The cards of the dashboard, every figure as the server summed it (GET /api/stats): Booked is
 * what live bookings are worth, Collected only money actually received (issue 16); Store sales
 * is the store's orders paid and not refunded, apart from the bookings (issue 26).
 */
export function SummaryCards() {
  const stats = useStats(useAdminToken());
  const s = stats.data;
  const cards = [
    { label: 'Total Bookings', value: s && String(s.liveBookings), icon: CalendarCheck },
    { label: 'Pending', value: s && String(s.byStatus.pending), icon: Clock },
    { label: 'Completed', value: s && String(s.byStatus.completed), icon: CheckCircle2 },
    {
      label: 'Booked',
      value: s && formatMoney(s.bookedCents),
      icon: Wallet,
      note: s && `${s.unassigned} unassigned`,
    },
    {
      label: 'Collected',
      value: s && formatMoney(s.collectedCents),
      icon: Banknote,
      note: s && `${formatMoney(s.toCollectCents)} still to collect`,
    },
    {
      label: 'Store sales',
      value: s && formatMoney(s.storeSalesCents),
      icon: ShoppingBag,
      note: 'Paid store orders',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" aria-label="Summary">
      {cards.map(({ label, value, icon: Icon, note }) => (
        <li key={label} className="min-w-0 rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            <span>{label}</span>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </div>
          <p className="mt-2 truncate text-xl font-bold tabular-nums sm:text-2xl">
            {stats.isError ? '—' : (value ?? '…')}
          </p>
          {note && <p className="text-xs text-muted-foreground">{note}</p>}
        </li>
      ))}
    </ul>
  );
}
