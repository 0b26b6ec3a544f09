import { useState } from 'react';
import type { StaffBooking, Technician } from '@/domain/schemas/staff';
import { toast } from '@/client/components/ui/use-toast';
import { useUpdateBooking } from '../api/update-booking';
import { BookingFilters, matchesFilter, NO_FILTER } from './booking-filters';
import { BookingRow } from './booking-row';
import { RevenueChart } from './revenue-chart';

const COLUMNS = [
  'Customer',
  'Service',
  'Date',
  'Technician',
  'Status',
  'Price & Payment',
  'Actions',
];

export function BookingsTab({
  bookings,
  technicians,
  token,
}: {
  bookings: readonly StaffBooking[];
  technicians: readonly Technician[];
  token: string;
}) {
  const [filter, setFilter] = useState(NO_FILTER);
  const update = useUpdateBooking(token);
  const shown = bookings.filter((b) => matchesFilter(b, filter));

  const changeStatus = (booking: StaffBooking, status: 'confirmed' | 'completed') =>
    update.mutate(
      { id: booking.id, body: { status } },
      {
        onSuccess: () =>
          toast({
            title: 'Status Updated',
            description: `Booking status changed to ${status}`,
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to update booking status',
            variant: 'destructive',
          }),
      },
    );

  const assign = (booking: StaffBooking, technicianId: number | null) =>
    update.mutate(
      { id: booking.id, body: { assignedTechnicianId: technicianId } },
      {
        onSuccess: () =>
          toast({
            title: 'Technician Assigned',
            description: `Job assigned to ${
              technicians.find((t) => t.id === technicianId)?.name ?? 'None'
            }`,
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to assign technician',
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="space-y-4">
      <RevenueChart bookings={bookings} />
      <section aria-labelledby="recent-bookings" className="rounded-xl border bg-card shadow-sm">
        <div className="space-y-3 border-b p-4">
          <h2 id="recent-bookings" className="text-lg font-semibold">
            Recent Bookings
          </h2>
          <BookingFilters value={filter} onChange={setFilter} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.length} of {bookings.length} bookings
          </p>
        </div>
        {shown.length === 0 ? (
          <p className="p-6 text-center text-muted-foreground">
            {bookings.length === 0 ? 'No bookings yet' : 'No bookings match these filters'}
          </p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[960px] text-left text-sm">
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
                {shown.map((b) => (
                  <BookingRow
                    key={b.id}
                    booking={b}
                    technicians={technicians}
                    token={token}
                    busy={update.isPending && update.variables?.id === b.id}
                    onStatus={changeStatus}
                    onAssign={assign}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
