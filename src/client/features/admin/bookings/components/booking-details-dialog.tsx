import type { StaffBooking } from '@/domain/schemas/staff';
import { JobDetails } from '@/client/components/staff/job-details';
import { DialogPanel } from '@/client/components/ui/dialog';
import { BookingStatusBadge, TestBookingBadge } from '../../components/booking-status-badge';
import { LOCALE_NAMES } from '@/domain/site/locales';
import { formatInstant } from '@/domain/scheduling/format-date';
import { BookingTextsLine } from './booking-texts';

export function BookingDetailsDialog({
  booking,
  token,
  onClose,
}: {
  booking: StaffBooking;
  token: string;
  onClose: () => void;
}) {
  return (
    <DialogPanel
      open
      onOpenChange={(open) => !open && onClose()}
      className="max-w-2xl"
      title={`Booking #${booking.id} · ${booking.reference}`}
      descriptionClassName="flex flex-wrap items-center gap-2"
      description={
        <>
          <BookingStatusBadge status={booking.status} />
          <TestBookingBadge source={booking.source} />
          <span>Created {formatInstant(booking.createdAt, 'date')}</span>
          <span>Language: {LOCALE_NAMES[booking.locale]}</span>
        </>
      }
    >
      <div className="grid gap-5">
        <BookingTextsLine booking={booking} />
        <JobDetails booking={booking} token={token} />
      </div>
    </DialogPanel>
  );
}
