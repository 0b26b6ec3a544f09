import type { ScheduleDay } from '@/domain/schemas/staff-operations';
import { cn } from '@/client/lib/utils';

export type ScheduleWindow = ScheduleDay['windows'][number];

/**
 * Overbooked, blocked, open, full or started: what a customer would find, in words and colour.
 * "Full" only when every place is taken (issue 26); a window with room that has begun is started.
 */
export function WindowState({ window: w }: { window: ScheduleWindow }) {
  const [text, style] = w.overbooked
    ? ['Overbooked', 'bg-red-100 text-red-900 border-red-300']
    : w.blocked
      ? ['Blocked', 'bg-slate-200 text-slate-900 border-slate-400']
      : w.available
        ? ['Open', 'bg-green-100 text-green-900 border-green-300']
        : w.booked >= w.capacity
          ? ['Full', 'bg-amber-100 text-amber-950 border-amber-300']
          : ['Started', 'bg-slate-100 text-slate-700 border-slate-300'];
  return (
    <span
      className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-semibold', style)}
    >
      {text}
    </span>
  );
}

export function CapacityText({ window: w }: { window: ScheduleWindow }) {
  return (
    <span className="tabular-nums">
      {w.booked} of {w.capacity} booked
    </span>
  );
}
