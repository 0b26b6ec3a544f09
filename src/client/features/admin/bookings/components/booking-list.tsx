import type { StaffBooking, Technician } from '@/domain/schemas/staff';
import { BookingStatusBadge, TestBookingBadge } from '../../components/booking-status-badge';
import { BookingActions } from './booking-actions';
import {
  CustomerBlock,
  PriceBlock,
  TechnicianSelect,
  WhenBlock,
  type AssignChange,
} from './booking-parts';
import { BookingServiceCell } from './booking-service-cell';

const COLUMNS = [
  'Customer',
  'Service',
  'Date',
  'Technician',
  'Status',
  'Price & Payment',
  'Actions',
];

type Props = {
  bookings: readonly StaffBooking[];
  technicians: readonly Technician[];
  assigningId: number | null;
  onAssign: (booking: StaffBooking, change: AssignChange) => void;
};

/** The spec's table, for screens of 1024 px and more. */
export function BookingTable({ bookings, technicians, assigningId, onAssign }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="bg-muted/60 text-xs uppercase text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="p-3 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.id} className="border-b align-top last:border-0">
              <td className="max-w-56 p-3">
                <CustomerBlock booking={b} />
              </td>
              <td className="min-w-52 p-3">
                <BookingServiceCell booking={b} />
              </td>
              <td className="p-3">
                <WhenBlock booking={b} />
              </td>
              <td className="min-w-44 p-3">
                <TechnicianSelect
                  booking={b}
                  technicians={technicians}
                  busy={assigningId === b.id}
                  onAssign={onAssign}
                />
              </td>
              <td className="p-3">
                <div className="flex flex-col items-start gap-1">
                  <BookingStatusBadge status={b.status} />
                  <TestBookingBadge source={b.source} />
                </div>
              </td>
              <td className="p-3">
                <PriceBlock booking={b} />
              </td>
              <td className="w-40 p-3">
                <BookingActions booking={b} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One card per booking below 1024 px: nothing wider than the phone. */
export function BookingCards({ bookings, technicians, assigningId, onAssign }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-3 p-3" aria-label="Bookings">
      {bookings.map((b) => (
        <li key={b.id}>
          <article
            aria-label={`Booking #${b.id}`}
            className="grid grid-cols-1 gap-3 rounded-lg border bg-background p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <CustomerBlock booking={b} />
              <div className="flex flex-col items-end gap-1">
                <BookingStatusBadge status={b.status} />
                <TestBookingBadge source={b.source} />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <WhenBlock booking={b} />
              <PriceBlock booking={b} />
            </div>
            <BookingServiceCell booking={b} />
            <TechnicianSelect
              booking={b}
              technicians={technicians}
              busy={assigningId === b.id}
              onAssign={onAssign}
            />
            <BookingActions booking={b} />
          </article>
        </li>
      ))}
    </ul>
  );
}
