import type { StaffBooking } from '@/domain/schemas/staff';
import { JobDetails } from '@/client/components/staff/job-details';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { BookingStatusBadge, TestBookingBadge } from '../../components/booking-status-badge';
import { LOCALE_NAMES } from '@/domain/schemas/locale';
import { formatInstant } from '@/domain/scheduling/format-date';

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
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            Booking #{booking.id} · {booking.reference}
          </DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <BookingStatusBadge status={booking.status} />
            <TestBookingBadge source={booking.source} />
            <span>Created {formatInstant(booking.createdAt, 'date')}</span>
            <span>Language: {LOCALE_NAMES[booking.locale]}</span>
          </DialogDescription>
        </DialogHeader>
        <JobDetails booking={booking} token={token} />
      </DialogContent>
    </Dialog>
  );
}
