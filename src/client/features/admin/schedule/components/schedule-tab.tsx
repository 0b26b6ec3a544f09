import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { addDays, businessToday } from '@/domain/scheduling/business-time';
import { Button } from '@/client/components/ui/button';
import { QueryView } from '@/client/components/staff/query-view';
import { cn } from '@/client/lib/utils';
import { useAdminToken } from '../../lib/admin-context';
import { useWideScreen } from '@/client/lib/use-wide-screen';
import { useSchedule } from '../api/get-schedule';
import { DayCards, DayTable } from './day-board';
import { OfficeCalendarButton } from './office-calendar-button';
import { WeekBoard } from './week-board';
import { formatCalendarDate } from '@/domain/scheduling/format-date';

type View = 'day' | 'week';

/** Dispatch: who works when, what is free, what is blocked, and what still needs a technician. */
export default function ScheduleTab() {
  const token = useAdminToken();
  const wide = useWideScreen();
  const [view, setView] = useState<View>('day');
  const [start, setStart] = useState(() => businessToday(new Date()));
  const span = view === 'day' ? 1 : 7;
  const end = addDays(start, span - 1);
  const schedule = useSchedule(token, start, end);
  const day = view === 'day' ? schedule.data?.days[0] : undefined;

  return (
    <section aria-labelledby="schedule-title" className="rounded-xl border bg-card shadow-sm">
      <div className="grid grid-cols-1 gap-3 border-b p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="schedule-title" className="text-lg font-semibold">
            Schedule
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <OfficeCalendarButton />
            <div role="group" aria-label="View" className="flex rounded-md border p-0.5">
              {(['day', 'week'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => setView(v)}
                  className={cn(
                    'min-h-9 rounded px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                    view === v ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                  )}
                >
                  {v === 'day' ? 'Day' : 'Week'}
                </button>
              ))}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={view === 'day' ? 'Previous day' : 'Previous week'}
            onClick={() => setStart(addDays(start, -span))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={view === 'day' ? 'Next day' : 'Next week'}
            onClick={() => setStart(addDays(start, span))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" onClick={() => setStart(businessToday(new Date()))}>
            Today
          </Button>
          <p className="font-medium" aria-live="polite">
            {view === 'day'
              ? formatCalendarDate(start, 'medium')
              : `${formatCalendarDate(start, 'medium')} – ${formatCalendarDate(end, 'medium')}`}
          </p>
        </div>
        {day && (
          <p className="text-sm text-muted-foreground">
            {day.technicians.length} technician{day.technicians.length === 1 ? '' : 's'} working ·
            up to {day.capacity} jobs per window
          </p>
        )}
      </div>
      <QueryView
        query={schedule}
        look="panel"
        loading="Loading the schedule…"
        failed="The schedule could not be loaded."
      >
        {(data) =>
          view === 'week' ? (
            <WeekBoard
              schedule={data}
              wide={wide}
              onOpenDay={(date) => {
                setStart(date);
                setView('day');
              }}
            />
          ) : day ? (
            wide ? (
              <DayTable day={day} />
            ) : (
              <DayCards day={day} />
            )
          ) : null
        }
      </QueryView>
    </section>
  );
}
