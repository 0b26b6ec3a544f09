import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { isSlotLabel, type SlotLabel } from '@/domain/scheduling/business-time';
import { SlotPicker } from '@/client/components/scheduling/slot-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { DialogActions } from '@/client/components/staff/dialog-actions';

/**
 * A new date and arrival window from the customers' own picker (its availability is live). The
 * server checks capacity again under the slot's lock; a full window comes back as a message.
 */
export function RescheduleDialog({
  booking,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  booking: StaffBooking;
  pending: boolean;
  error: string | null;
  onConfirm: (date: string, time: SlotLabel) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState(booking.appointmentDate);
  const [time, setTime] = useState<SlotLabel | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const current = isSlotLabel(booking.appointmentTime)
    ? { date: booking.appointmentDate, time: booking.appointmentTime }
    : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Reschedule booking #{booking.id}</DialogTitle>
          <DialogDescription>
            Now {formatCalendarDate(booking.appointmentDate, 'medium')} at {booking.appointmentTime}
            . The customer is told by e-mail.
          </DialogDescription>
        </DialogHeader>
        <SlotPicker
          date={date}
          time={time}
          timeError={timeError}
          current={current}
          periodHeading="h3"
          onDate={(next) => {
            setDate(next);
            setTime(null);
          }}
          onTime={(next) => {
            setTime(next);
            setTimeError(null);
          }}
        />
        {error && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
            {error}
          </p>
        )}
        <DialogActions
          back="Keep the time"
          onBack={onClose}
          action="Move the booking"
          pendingAction="Moving..."
          pending={pending}
          onAction={() => {
            if (!time) setTimeError('Pick a new arrival window first');
            else onConfirm(date, time);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
