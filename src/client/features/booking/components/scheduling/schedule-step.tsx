import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { SlotPicker } from '@/client/components/scheduling/slot-picker';
import type { SlotLabel } from '@/domain/scheduling/business-time';

export function ScheduleStep({
  date,
  time,
  notice,
  sameDayNotice,
  timeError,
  onDate,
  onTime,
  actions,
}: {
  date: string;
  time: SlotLabel | null;
  notice: string | null;
  /** Same-day was asked for and the window is later: the fee is dropped (decisions.md). */
  sameDayNotice: string | null;
  /** No window chosen when the customer tried to continue. */
  timeError: string | null;
  onDate: (date: string) => void;
  onTime: (time: SlotLabel) => void;
  actions: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {notice && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {notice}
        </p>
      )}
      <SlotPicker date={date} time={time} timeError={timeError} onDate={onDate} onTime={onTime} />
      {sameDayNotice && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {sameDayNotice}
        </p>
      )}
      {actions}
    </div>
  );
}
