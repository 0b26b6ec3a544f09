import type { StaffBooking, Technician } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { PaymentSummary } from '@/client/components/staff/payment-summary';
import { NativeSelect } from '@/client/components/ui/native-select';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

/** Name, reference, phone, e-mail (cut short, never broken mid-word) and address. */
export function CustomerBlock({ booking }: { booking: StaffBooking }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">{booking.name}</p>
      <p className="text-xs text-muted-foreground">
        Booking #{booking.id} · {booking.reference}
      </p>
      <p className="text-sm">{booking.phone}</p>
      <p className="truncate text-sm" title={booking.email}>
        {booking.email}
      </p>
      <p className="text-sm break-words">
        {booking.address}
        {booking.unitNumber ? `, Unit ${booking.unitNumber}` : ''}
        {booking.zipCode ? ` ${booking.zipCode}` : ''}
      </p>
    </div>
  );
}

export function WhenBlock({ booking }: { booking: StaffBooking }) {
  if (!booking.appointmentDate) return <p>Not scheduled</p>;
  return (
    <div>
      <p className="whitespace-nowrap">{formatCalendarDate(booking.appointmentDate, 'medium')}</p>
      <p className="text-sm text-muted-foreground">{booking.appointmentTime}</p>
    </div>
  );
}

export function PriceBlock({ booking }: { booking: StaffBooking }) {
  return (
    <div>
      <p className="font-semibold tabular-nums">{formatMoney(booking.totalPrice)}</p>
      <PaymentSummary booking={booking} />
    </div>
  );
}

/** The lead alone, or the whole team of a two-technician job (lead first). */
export type AssignChange =
  { assignedTechnicianId: number | null } | { assignedTechnicianIds: number[] };

/**
 * Assign or clear; a finished or cancelled job keeps its technicians (issue 16). A job with
 * "Send two technicians" also takes a second technician (issue 26).
 */
export function TechnicianSelect({
  booking,
  technicians,
  busy,
  onAssign,
}: {
  booking: StaffBooking;
  technicians: readonly Technician[];
  busy: boolean;
  onAssign: (booking: StaffBooking, change: AssignChange) => void;
}) {
  const final = booking.status === 'completed' || booking.status === 'cancelled';
  const [lead, second] = booking.assignedTechnicianIds;
  const assignable = technicians.filter(
    (t) => (t.role === 'technician' && t.isActive) || booking.assignedTechnicianIds.includes(t.id),
  );
  return (
    <div className="grid gap-2">
      <NativeSelect
        aria-label={`Technician for booking #${booking.id}`}
        value={lead ?? ''}
        disabled={busy || final}
        onChange={(e) =>
          onAssign(booking, {
            assignedTechnicianId: e.target.value ? Number(e.target.value) : null,
          })
        }
      >
        <option value="">No technician</option>
        {assignable.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </NativeSelect>
      {booking.twoTechnicians && lead !== undefined && (
        <NativeSelect
          aria-label={`Second technician for booking #${booking.id}`}
          value={second ?? ''}
          disabled={busy || final}
          onChange={(e) =>
            onAssign(booking, {
              assignedTechnicianIds: e.target.value ? [lead, Number(e.target.value)] : [lead],
            })
          }
        >
          <option value="">No second technician</option>
          {assignable
            .filter((t) => t.id !== lead)
            .map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
        </NativeSelect>
      )}
    </div>
  );
}
