import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { formatInstant } from '@/domain/scheduling/format-date';
import { MONEY_CARD_LABELS, moneyCardOf } from '@/domain/bookings/money-cards';

/** How the job is paid, and what (if anything) the technician collects on site. */
export function PaymentSummary({ booking }: { booking: StaffBooking }) {
  // store-staff-assistant.md section 2: the method (default card), then the word payment.
  const method = booking.paymentMethod || 'card';
  return (
    <div className="space-y-0.5 text-sm">
      <p>
        {method} payment · <span className="capitalize">{booking.paymentStatus}</span>
      </p>
      {booking.collectCents > 0 && (
        <p className="font-semibold text-amber-900">
          Collect {formatMoney(booking.collectCents)} on site
        </p>
      )}
      {/* The dashboard's card this booking counts in, while its card payment is awaited. */}
      {moneyCardOf(booking) === 'awaiting_card_payment' && (
        <p className="text-muted-foreground">{MONEY_CARD_LABELS.awaiting_card_payment}</p>
      )}
      {booking.paymentCollectedAt && (
        <p className="text-muted-foreground">
          Collected {formatInstant(booking.paymentCollectedAt, 'dateTime')}
          {booking.paymentCollectedByName ? ` by ${booking.paymentCollectedByName}` : ''}
        </p>
      )}
    </div>
  );
}
