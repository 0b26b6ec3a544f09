import { SLOT_LABELS } from '@/domain/scheduling/business-time';
import type { ScheduleResponse } from '@/domain/schemas/staff-operations';
import { Button } from '@/client/components/ui/button';
import { RowButton } from '@/client/components/staff/row-button';
import { CapacityText, WindowState, type ScheduleWindow } from './window-state';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

const dayName = (date: string) => formatCalendarDate(date, 'short');

const unassignedIn = (w: ScheduleWindow) =>
  w.bookings.filter((b) => b.technicianId === null && b.status !== 'cancelled').length;

function Cell({ window: w }: { window: ScheduleWindow | undefined }) {
  if (!w) return null;
  const unassigned = unassignedIn(w);
  return (
    <div className="grid justify-items-start gap-1">
      <CapacityText window={w} />
      <WindowState window={w} />
      {unassigned > 0 && (
        <span className="text-xs font-semibold text-amber-900">{unassigned} unassigned</span>
      )}
    </div>
  );
}

/** Seven days at a glance: capacity, blocks and unassigned jobs per window; a day opens it. */
export function WeekBoard({
  schedule,
  wide,
  onOpenDay,
}: {
  schedule: ScheduleResponse;
  wide: boolean;
  onOpenDay: (date: string) => void;
}) {
  if (!wide) {
    return (
      <ul className="grid grid-cols-1 gap-3 p-3" aria-label="Week">
        {schedule.days.map((day) => (
          <li
            key={day.date}
            className="grid grid-cols-1 gap-2 rounded-lg border bg-background p-3 text-sm"
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">{dayName(day.date)}</h3>
              <RowButton
                onClick={() => onOpenDay(day.date)}
                label="Open day"
                srText={` ${dayName(day.date)}`}
              />
            </div>
            <ul className="grid grid-cols-2 gap-2">
              {day.windows.map((w) => (
                <li key={w.time} className="rounded-md bg-muted/60 p-2">
                  <p className="font-medium">{w.time}</p>
                  <Cell window={w} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Week schedule: windows by day</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-semibold uppercase">
              Window
            </th>
            {schedule.days.map((day) => (
              <th key={day.date} scope="col" className="p-2 font-semibold">
                <Button size="sm" variant="ghost" onClick={() => onOpenDay(day.date)}>
                  {dayName(day.date)}
                </Button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOT_LABELS.map((time) => (
            <tr key={time} className="border-b">
              <th scope="row" className="p-3 align-top font-medium whitespace-nowrap">
                {time}
              </th>
              {schedule.days.map((day) => (
                <td key={day.date} className="p-3 align-top">
                  <Cell window={day.windows.find((w) => w.time === time)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
