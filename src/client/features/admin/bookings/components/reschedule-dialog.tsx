import { useState } from 'react';
import type { StaffBooking } from '@/domain/schemas/staff';
import { isSlotLabel, type SlotLabel } from '@/domain/scheduling/business-time';
import { SlotPicker } from '@/client/components/scheduling/slot-picker';
import { formatCalendarDate } from '@/domain/scheduling/format-date';
import { StaffDialog } from '@/client/components/staff/staff-dialog';

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
    <StaffDialog
      onClose={onClose}
      className="max-w-2xl"
      title={`Reschedule booking #${booking.id}`}
      description={
        <>
          Now {formatCalendarDate(booking.appointmentDate, 'medium')} at {booking.appointmentTime}.
          The customer is told by e-mail.
        </>
      }
      error={error}
      actions={{
        back: 'Keep the time',
        action: 'Move the booking',
        pendingAction: 'Moving...',
        pending,
        onAction: () => {
          if (!time) setTimeError('Pick a new arrival window first');
          else onConfirm(date, time);
        },
      }}
    >
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
    </StaffDialog>
  );
}
