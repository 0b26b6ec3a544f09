import { useState } from 'react';
import type { BookingStatus } from '@/domain/schemas/booking';
import type { BookingUpdateBody, StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { CancelJobDialog } from '@/client/components/staff/cancel-job-dialog';
import { ConfirmDialog } from '@/client/components/staff/confirm-dialog';
import { canMarkCollected } from '@/client/components/staff/payment-rules';
import { RowButton } from '@/client/components/staff/row-button';
import { toast } from '@/client/components/ui/use-toast';
import { useAdminToken } from '../../lib/admin-context';
import { useUpdateBooking } from '../api/update-booking';
import { BookingDetailsDialog } from './booking-details-dialog';
import { RescheduleDialog } from './reschedule-dialog';
import { failureText } from '@/client/components/staff/failure';

type Open = 'details' | 'cancel' | 'reschedule' | 'collect' | null;

/** The one-click status steps: a pending booking is confirmed, a confirmed one completed. */
const NEXT_STEP: Partial<Record<BookingStatus, { to: 'confirmed' | 'completed'; label: string }>> =
  {
    pending: { to: 'confirmed', label: 'Confirm' },
    confirmed: { to: 'completed', label: 'Complete' },
  };

/** Confirm or Complete, then details, reschedule, cancel and money collected for one booking. */
export function BookingActions({ booking }: { booking: StaffBooking }) {
  const token = useAdminToken();
  const update = useUpdateBooking(token);
  const [open, setOpen] = useState<Open>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const final = booking.status === 'completed' || booking.status === 'cancelled';
  const label = ` booking #${booking.id}`;
  const step = NEXT_STEP[booking.status];

  const show = (next: Open) => {
    setDialogError(null);
    setOpen(next);
  };

  const send = (
    body: BookingUpdateBody,
    done: { title: string; description: string },
    fallback: string,
    inDialog: boolean,
  ) =>
    // mutateAsync: the live stream may move the booking (and these actions) before the answer
    // arrives; the outcome is still said.
    void update.mutateAsync({ id: booking.id, body }).then(
      () => {
        toast(done);
        setOpen(null);
      },
      (error: unknown) => {
        if (inDialog) setDialogError(failureText(error, fallback));
        else toast({ title: 'Error', description: fallback, variant: 'destructive' });
      },
    );

  const setStatus = (status: 'confirmed' | 'completed') =>
    send(
      { status },
      { title: 'Status Updated', description: `Booking status changed to ${status}` },
      'Failed to update booking status',
      false,
    );

  return (
    <div className="flex flex-wrap gap-2">
      {step && (
        <RowButton
          variant="default"
          disabled={update.isPending}
          onClick={() => setStatus(step.to)}
          label={step.label}
          srText={label}
        />
      )}
      <RowButton onClick={() => show('details')} label="Details" srText={` of${label}`} />
      {canMarkCollected(booking) && (
        <RowButton onClick={() => show('collect')} label="Mark collected" srText={` for${label}`} />
      )}
      {!final && (
        <>
          <RowButton onClick={() => show('reschedule')} label="Reschedule" srText={label} />
          <RowButton
            className="text-destructive"
            onClick={() => show('cancel')}
            label="Cancel"
            srText={label}
          />
        </>
      )}

      {open === 'details' && (
        <BookingDetailsDialog booking={booking} token={token} onClose={() => setOpen(null)} />
      )}
      {open === 'cancel' && (
        <CancelJobDialog
          title={`Cancel booking #${booking.id}?`}
          notice={
            booking.paymentStatus === 'paid'
              ? `This booking is paid: the customer will be refunded ${formatMoney(booking.totalPrice)}.`
              : undefined
          }
          pending={update.isPending}
          error={dialogError}
          onConfirm={(reason) =>
            send(
              { status: 'cancelled', reason },
              { title: 'Booking cancelled', description: `Booking #${booking.id} was cancelled` },
              'The booking could not be cancelled',
              true,
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'reschedule' && (
        <RescheduleDialog
          booking={booking}
          pending={update.isPending}
          error={dialogError}
          onConfirm={(appointmentDate, appointmentTime) =>
            send(
              { appointmentDate, appointmentTime },
              {
                title: 'Booking rescheduled',
                description: `Booking #${booking.id} is now ${appointmentDate} at ${appointmentTime}`,
              },
              'The booking could not be moved',
              true,
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'collect' && (
        <ConfirmDialog
          title={`${formatMoney(booking.totalPrice)} collected?`}
          description={`Record that the ${booking.paymentMethod} payment of ${formatMoney(booking.totalPrice)} for booking #${booking.id} was received. Your name and the time are kept.`}
          confirmLabel="Yes, collected"
          pending={update.isPending}
          onConfirm={() =>
            send(
              { paymentStatus: 'paid' },
              { title: 'Payment collected', description: `Booking #${booking.id} is paid` },
              'The payment could not be recorded',
              false,
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
