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
import { StaffCards, StaffTable, type StaffColumn } from '@/client/components/staff/staff-table';

type Props = {
  bookings: readonly StaffBooking[];
  technicians: readonly Technician[];
  assigningId: number | null;
  onAssign: (booking: StaffBooking, change: AssignChange) => void;
};

const columns = ({
  technicians,
  assigningId,
  onAssign,
}: Omit<Props, 'bookings'>): StaffColumn<StaffBooking>[] => [
  { header: 'Customer', className: 'max-w-56', cell: (b) => <CustomerBlock booking={b} /> },
  { header: 'Service', className: 'min-w-52', cell: (b) => <BookingServiceCell booking={b} /> },
  { header: 'Date', cell: (b) => <WhenBlock booking={b} /> },
  {
    header: 'Technician',
    className: 'min-w-44',
    cell: (b) => (
      <TechnicianSelect
        booking={b}
        technicians={technicians}
        busy={assigningId === b.id}
        onAssign={onAssign}
      />
    ),
  },
  {
    header: 'Status',
    cell: (b) => (
      <div className="flex flex-col items-start gap-1">
        <BookingStatusBadge status={b.status} />
        <TestBookingBadge source={b.source} />
      </div>
    ),
  },
  { header: 'Price & Payment', cell: (b) => <PriceBlock booking={b} /> },
  { header: 'Actions', className: 'w-40', cell: (b) => <BookingActions booking={b} /> },
];

/** The spec's table, for screens of 1024 px and more. */
export function BookingTable({ bookings, ...rest }: Props) {
  return (
    <div className="overflow-x-auto">
      <StaffTable look="admin" columns={columns(rest)} rows={bookings} />
    </div>
  );
}

/** One card per booking below 1024 px: nothing wider than the phone. */
export function BookingCards({ bookings, technicians, assigningId, onAssign }: Props) {
  return (
    <StaffCards
      rows={bookings}
      label="Bookings"
      rowLabel={(b) => `Booking #${b.id}`}
      className="p-3"
      card={(b) => (
        <>
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
        </>
      )}
    />
  );
}
