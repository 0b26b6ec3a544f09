import type { StaffBooking, Technician } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/native-select';
import { BookingServiceCell } from './booking-service-cell';
import { BookingStatusBadge } from './booking-status-badge';

export function formatAppointmentDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

type Props = {
  booking: StaffBooking;
  technicians: readonly Technician[];
  token: string;
  busy: boolean;
  onStatus: (booking: StaffBooking, status: 'confirmed' | 'completed') => void;
  onAssign: (booking: StaffBooking, technicianId: number | null) => void;
};

export function BookingRow({ booking, technicians, token, busy, onStatus, onAssign }: Props) {
  const assignable = technicians.filter(
    (t) => (t.role === 'technician' && t.isActive) || t.id === booking.assignedTechnicianId,
  );
  return (
    <tr className="border-b align-top last:border-0">
      <td className="p-3">
        <p className="font-semibold">{booking.name}</p>
        <p className="text-xs text-muted-foreground">Booking #{booking.id}</p>
        <p className="text-sm">{booking.phone}</p>
        <p className="text-sm break-all">{booking.email}</p>
        <p className="text-sm">
          {booking.address}
          {booking.unitNumber ? `, Unit ${booking.unitNumber}` : ''}
        </p>
        {booking.zipCode && <p className="text-sm">{booking.zipCode}</p>}
      </td>
      <td className="p-3">
        <BookingServiceCell booking={booking} token={token} />
      </td>
      <td className="p-3 whitespace-nowrap">
        {booking.appointmentDate ? (
          <>
            <p>{formatAppointmentDate(booking.appointmentDate)}</p>
            <p className="text-sm text-muted-foreground">{booking.appointmentTime}</p>
          </>
        ) : (
          'Not scheduled'
        )}
      </td>
      <td className="min-w-44 p-3">
        <NativeSelect
          aria-label={`Technician for booking #${booking.id}`}
          value={booking.assignedTechnicianId ?? ''}
          disabled={busy}
          onChange={(e) => onAssign(booking, e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">No technician</option>
          {assignable.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </NativeSelect>
      </td>
      <td className="p-3">
        <BookingStatusBadge status={booking.status} />
      </td>
      <td className="p-3 whitespace-nowrap">
        <p className="font-semibold tabular-nums">{formatMoney(booking.totalPrice)}</p>
        <p className="text-xs text-muted-foreground">{booking.paymentMethod || 'card'} payment</p>
        {booking.paymentStatus !== 'unpaid' && (
          <p className="text-xs text-muted-foreground capitalize">{booking.paymentStatus}</p>
        )}
      </td>
      <td className="p-3">
        {booking.status === 'pending' && (
          <Button size="sm" disabled={busy} onClick={() => onStatus(booking, 'confirmed')}>
            Confirm
            <span className="sr-only"> booking #{booking.id}</span>
          </Button>
        )}
        {booking.status === 'confirmed' && (
          <Button size="sm" disabled={busy} onClick={() => onStatus(booking, 'completed')}>
            Complete
            <span className="sr-only"> booking #{booking.id}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
