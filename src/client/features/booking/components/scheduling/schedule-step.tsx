import { AlertTriangle, Info, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import {
  bookableDates,
  slotPeriod,
  slotWindowLabel,
  type SlotLabel,
  type SlotPeriod,
} from '@/domain/scheduling/business-time';
import { useAvailableTimeSlots } from '../../api/get-available-time-slots';

const PERIODS: readonly { key: SlotPeriod; title: string }[] = [
  { key: 'morning', title: 'Morning' },
  { key: 'afternoon', title: 'Afternoon' },
  { key: 'evening', title: 'Evening' },
];

/** The date's own calendar day, whatever the browser's zone. */
function dayParts(date: string) {
  const at = new Date(`${date}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options }).format(at);
  return {
    weekday: format({ weekday: 'short' }),
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
    full: format({ weekday: 'long', month: 'long', day: 'numeric' }),
  };
}

export function formatAppointmentDate(date: string): string {
  return dayParts(date).full;
}

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
  const dates = bookableDates(new Date());
  const slots = useAvailableTimeSlots(date);
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
      <fieldset className="min-w-0">
        <legend className="mb-3 font-semibold">Choose a date</legend>
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 sm:grid sm:grid-cols-7 sm:overflow-visible">
          {dates.map((d, index) => {
            const parts = dayParts(d);
            const selected = d === date;
            return (
              <button
                key={d}
                type="button"
                aria-pressed={selected}
                aria-label={`${index === 0 ? 'Today, ' : index === 1 ? 'Tomorrow, ' : ''}${parts.full}`}
                onClick={() => onDate(d)}
                className={cn(
                  'flex min-w-16 snap-start flex-col items-center rounded-lg border-2 bg-card px-2 py-2 text-sm transition hover:border-primary/60',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                )}
              >
                <span className="text-xs uppercase">{index === 0 ? 'Today' : parts.weekday}</span>
                <span className="text-lg font-bold">{parts.day}</span>
                <span className="text-xs">{parts.month}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset aria-describedby={timeError ? 'schedule-time-error' : undefined}>
        <legend className="mb-1 font-semibold">Choose an arrival window</legend>
        {timeError && (
          <p id="schedule-time-error" className="mb-2 text-sm font-medium text-destructive">
            {timeError}
          </p>
        )}
        <p className="mb-3 text-sm text-muted-foreground">
          {formatAppointmentDate(date)}. Your technician arrives within the two-hour window.
        </p>
        {slots.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading times…
          </p>
        )}
        {slots.isError && (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">We could not load the times for this day.</p>
            <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
              Try again
            </Button>
          </div>
        )}
        {slots.data && (
          <div className="grid gap-4 sm:grid-cols-3">
            {PERIODS.map((period) => {
              const inPeriod = slots.data.filter((slot) => slotPeriod(slot.time) === period.key);
              if (inPeriod.length === 0) return null;
              return (
                <div key={period.key} role="group" aria-label={period.title}>
                  <h2 className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
                    {period.title}
                  </h2>
                  <div className="grid gap-2">
                    {inPeriod.map((slot) => {
                      const selected = slot.time === time;
                      const windowLabel = slotWindowLabel(slot.time);
                      return (
                        <button
                          key={slot.time}
                          type="button"
                          disabled={!slot.isAvailable}
                          aria-pressed={selected}
                          aria-label={slot.isAvailable ? windowLabel : `${windowLabel}, Booked`}
                          onClick={() => onTime(slot.time)}
                          className={cn(
                            'flex min-h-11 items-center justify-between rounded-lg border-2 px-3 py-2 text-sm font-medium transition',
                            selected
                              ? 'border-primary bg-primary text-primary-foreground'
                              : 'border-border bg-card hover:border-primary/60',
                            !slot.isAvailable &&
                              'cursor-not-allowed border-dashed bg-muted text-muted-foreground line-through hover:border-border',
                          )}
                        >
                          <span>{windowLabel}</span>
                          {!slot.isAvailable && (
                            <span className="text-xs no-underline">Booked</span>
                          )}
                        </button>
                      );
                    })}
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </fieldset>
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
