import type { ReactNode } from 'react';
import { SlotPicker } from '@/client/components/scheduling/slot-picker';
import { Notice } from '@/client/components/ui/notice';
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
      {notice && <Notice tone="error">{notice}</Notice>}
      <SlotPicker date={date} time={time} timeError={timeError} onDate={onDate} onTime={onTime} />
      {sameDayNotice && <Notice tone="info">{sameDayNotice}</Notice>}
      {actions}
    </div>
  );
}
