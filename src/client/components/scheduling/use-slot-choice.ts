// The day and arrival window a caller is choosing in the SlotPicker: a new day clears the window,
// and choosing a window clears the "choose one" message. Shared by the manage link's reschedule
// and the staff reschedule dialog.
import { useState } from 'react';
import type { SlotLabel } from '@/domain/scheduling/business-time';
import type { SlotPickerProps } from './slot-picker';

export function useSlotChoice(initialDate: string | (() => string), onTimeChosen?: () => void) {
  const [date, setDate] = useState(initialDate);
  const [time, setTime] = useState<SlotLabel | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const picker = {
    date,
    time,
    timeError,
    onDate: (next: string) => {
      setDate(next);
      setTime(null);
    },
    onTime: (next: SlotLabel) => {
      setTime(next);
      setTimeError(null);
      onTimeChosen?.();
    },
  } satisfies Partial<SlotPickerProps>;
  return { date, time, setTime, setTimeError, picker };
}
