import {
  Banknote,
  CalendarCheck,
  CheckCircle2,
  Clock,
  CreditCard,
  HandCoins,
  ShoppingBag,
  Undo2,
  Wallet,
} from 'lucide-react';
import { MONEY_CARD_LABELS } from '@/domain/bookings/money-cards';
import { formatMoney } from '@/domain/pricing/format-money';
import { useAdminToken } from '../../lib/admin-context';
import { useStats } from '../api/get-stats';

/**
 * The cards of the dashboard, every figure as the server summed it (GET /api/stats). Booked is
 * what live bookings are worth, and each of them is in exactly one of Collected (paid), To
 * collect (cash or Afterpay not paid yet) and Awaiting card payment (a card not paid yet), so
 * those three add up to Booked (src/domain/bookings/money-cards.ts, docs/decisions/055).
 * Refunded, money handed back, is apart; Store sales is the store's orders paid and not refunded,
 * apart from the bookings (issue 26).
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
      label: MONEY_CARD_LABELS.collected,
      value: s && formatMoney(s.collectedCents),
      icon: Banknote,
      note: 'Paid',
    },
    {
      label: MONEY_CARD_LABELS.to_collect,
      value: s && formatMoney(s.toCollectCents),
      icon: HandCoins,
      note: 'Cash and Afterpay not paid yet',
    },
    {
      label: MONEY_CARD_LABELS.awaiting_card_payment,
      value: s && formatMoney(s.awaitingCardPaymentCents),
      icon: CreditCard,
      note: 'Card bookings not paid yet',
    },
    {
      label: 'Refunded',
      value: s && formatMoney(s.refundedCents),
      icon: Undo2,
      note: 'Handed back, not in Booked',
    },
    {
      label: 'Store sales',
      value: s && formatMoney(s.storeSalesCents),
      icon: ShoppingBag,
      note: 'Paid store orders',
    },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Summary">
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
