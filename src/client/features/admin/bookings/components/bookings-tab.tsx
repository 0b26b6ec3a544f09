import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAdminToken } from '../../lib/admin-context';
import { useTechnicians } from '../../team/api/get-technicians';
import { useWideScreen } from '@/client/lib/use-wide-screen';
import { downloadBookingsCsv } from '../api/export-bookings-csv';
import {
  NO_SEARCH,
  PAGE_SIZE,
  useBookings,
  type BookingSearch as Search_,
} from '../api/get-bookings';
import { useUpdateBooking } from '../api/update-booking';
import { BookingCards, BookingTable } from './booking-list';
import type { AssignChange } from './booking-parts';
import { BookingSearch } from './booking-search';
import { Pager } from './pager';
import { toastFailure } from '@/client/components/staff/failure';
import { AdminPanel } from '../../components/admin-panel';

export default function BookingsTab() {
  const token = useAdminToken();
  const wide = useWideScreen();
  const [search, setSearch] = useState<Search_>(NO_SEARCH);
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState(false);
  const list = useBookings(token, search, offset);
  const technicians = useTechnicians(token);
  const update = useUpdateBooking(token);

  const page = (list.data ?? []).slice(0, PAGE_SIZE);
  const hasMore = (list.data?.length ?? 0) > PAGE_SIZE;

  const changeSearch = (next: Search_) => {
    setSearch(next);
    setOffset(0);
  };

  const assign = (booking: StaffBooking, change: AssignChange) =>
    update.mutate(
      { id: booking.id, body: change },
      {
        onSuccess: () => {
          const ids =
            'assignedTechnicianIds' in change
              ? change.assignedTechnicianIds
              : [change.assignedTechnicianId];
          const names = ids.map((id) => technicians.data?.find((t) => t.id === id)?.name);
          toast({
            title: 'Technician Assigned',
            description: `Job assigned to ${names.filter(Boolean).join(' and ') || 'None'}`,
          });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            // A full day for that technician (409) says so; anything else stays generic.
            description:
              error instanceof ApiRequestError && error.status === 409
                ? error.serverMessage
                : 'Failed to assign technician',
            variant: 'destructive',
          }),
      },
    );

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadBookingsCsv(token, search);
    } catch (error) {
      toastFailure('Export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const listProps = {
    bookings: page,
    technicians: technicians.data ?? [],
    assigningId: update.isPending ? (update.variables?.id ?? null) : null,
    onAssign: assign,
  };
  const filtered = Object.values(search).some((v) => v !== '');

  return (
    <AdminPanel
      id="recent-bookings"
      title="Recent Bookings"
      headClassName="space-y-3"
      head={
        <>
          <BookingSearch
            value={search}
            onChange={changeSearch}
            onExport={() => void exportCsv()}
            exporting={exporting}
          />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {list.isPending
              ? 'Loading bookings…'
              : `Showing ${page.length} booking${page.length === 1 ? '' : 's'}${
                  offset > 0 || hasMore ? ` (${offset + 1}–${offset + page.length})` : ''
                }`}
          </p>
        </>
      }
    >
      {list.isError ? (
        <p role="alert" className="p-6 text-center">
          {list.error instanceof ApiRequestError && list.error.status === 400
            ? list.error.serverMessage
            : 'The bookings could not be loaded.'}
        </p>
      ) : !list.isPending && page.length === 0 ? (
        <p className="p-6 text-center text-muted-foreground">
          {filtered ? 'No bookings match these filters' : 'No bookings yet'}
        </p>
      ) : wide ? (
        <BookingTable {...listProps} />
      ) : (
        <BookingCards {...listProps} />
      )}
      <Pager
        offset={offset}
        shown={page.length}
        pageSize={PAGE_SIZE}
        hasMore={hasMore}
        onOffset={setOffset}
      />
    </AdminPanel>
  );
}
