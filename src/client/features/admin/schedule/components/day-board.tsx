import { slotWindowLabel } from '@/domain/scheduling/business-time';
import type { ScheduleDay } from '@/domain/schemas/staff-operations';
import { BookingStatusBadge } from '../../components/booking-status-badge';
import { AssignSelect } from './assign-select';
import { WindowBlockButton } from './window-block-button';
import { CapacityText, WindowState, type ScheduleWindow } from './window-state';

function Unassigned({
  day,
  window: w,
  quiet = false,
}: {
  day: ScheduleDay;
  window: ScheduleWindow;
  quiet?: boolean;
}) {
  const open = w.bookings.filter((b) => b.technicianId === null && b.status !== 'cancelled');
  if (open.length === 0) return quiet ? null : <span className="text-muted-foreground">—</span>;
  return (
    <ul className="grid grid-cols-1 gap-2">
      {open.map((b) => (
        <li key={b.id} className="grid grid-cols-1 gap-1">
          <span className="text-sm">
            <span className="font-medium">{b.reference}</span> {b.name}
          </span>
          <AssignSelect bookingId={b.id} reference={b.reference} day={day} />
        </li>
      ))}
    </ul>
  );
}

function BlockedNote({ window: w }: { window: ScheduleWindow }) {
  if (!w.blocked) return null;
  return (
    <p className="text-xs break-words text-muted-foreground">
      {w.blocked.reason ? `Blocked: ${w.blocked.reason}` : 'Blocked'}
    </p>
  );
}

/** Wide screens: windows down, technicians across, so a gap or a double booking shows at once. */
export function DayTable({ day }: { day: ScheduleDay }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Schedule of {day.date}: windows by technician</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-semibold uppercase">
              Window
            </th>
            <th scope="col" className="p-3 font-semibold uppercase">
              Capacity
            </th>
            {day.technicians.map((t) => (
              <th key={t.id} scope="col" className="p-3 font-semibold">
                {t.name}
                <span className="block font-normal tabular-nums">
                  {t.jobs.length} of {t.maxJobsPerDay} jobs
                </span>
              </th>
            ))}
            <th scope="col" className="p-3 font-semibold uppercase">
              Unassigned
            </th>
            <th scope="col" className="p-3 font-semibold uppercase">
              <span className="sr-only">Block</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {day.windows.map((w) => (
            <tr key={w.time} className={w.blocked ? 'border-b bg-slate-100' : 'border-b'}>
              <th scope="row" className="p-3 align-top font-medium whitespace-nowrap">
                {slotWindowLabel(w.time)}
              </th>
              <td className="p-3 align-top">
                <div className="grid grid-cols-1 justify-items-start gap-1">
                  <CapacityText window={w} />
                  <WindowState window={w} />
                  <BlockedNote window={w} />
                </div>
              </td>
              {day.technicians.map((t) => {
                const jobs = w.bookings.filter((b) => b.technicianId === t.id);
                return (
                  <td key={t.id} className="p-3 align-top">
                    {jobs.map((b) => (
                      <div key={b.id} className="grid grid-cols-1 justify-items-start gap-1">
                        <span>
                          <span className="font-medium">{b.reference}</span> {b.name}
                        </span>
                        <BookingStatusBadge status={b.status} />
                      </div>
                    ))}
                  </td>
                );
              })}
              <td className="min-w-48 p-3 align-top">
                <Unassigned day={day} window={w} />
              </td>
              <td className="p-3 align-top">
                <WindowBlockButton date={day.date} time={w.time} blocked={w.blocked} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: one card per window, its jobs with their technician or an assign select. */
export function DayCards({ day }: { day: ScheduleDay }) {
  return (
    <ul className="grid grid-cols-1 gap-3 p-3" aria-label={`Windows of ${day.date}`}>
      {day.windows.map((w) => (
        <li
          key={w.time}
          className={`grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm ${w.blocked ? 'bg-slate-100' : 'bg-background'}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{slotWindowLabel(w.time)}</h3>
            <WindowState window={w} />
          </div>
          <p className="text-muted-foreground">
            <CapacityText window={w} />
          </p>
          <BlockedNote window={w} />
          {w.bookings
            .filter((b) => b.technicianId !== null)
            .map((b) => (
              <p key={b.id} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{b.reference}</span> {b.name} · {b.technicianName}
                <BookingStatusBadge status={b.status} />
              </p>
            ))}
          <Unassigned day={day} window={w} quiet />
          <div>
            <WindowBlockButton date={day.date} time={w.time} blocked={w.blocked} />
          </div>
        </li>
      ))}
    </ul>
  );
}
