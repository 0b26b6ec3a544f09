// The 14-day calendar and the day's two-hour windows with their real availability
// (decisions.md "Time slots"), shared by the booking flow's schedule step and the manage link's
// reschedule. The server decides again when the booking is sent; this only shows what is free.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { availableTimeSlotsQueryOptions, useAvailableTimeSlots } from '@/client/api/time-slots';
import { useLocale } from '@/client/i18n/use-locale';
import { cn } from '@/client/lib/utils';
import {
  bookableDates,
  slotPeriod,
  type SlotLabel,
  type SlotPeriod,
} from '@/domain/scheduling/business-time';
import type { TimeSlot } from '@/domain/schemas/time-slots';
import {
  calendarDateParts,
  formatCalendarDate,
  formatSlotWindow,
} from '@/domain/scheduling/format-date';

type Reason = NonNullable<TimeSlot['reason']>;

/** What an unavailable window says (decisions.md "What the turn-3 walk-throughs settled"):
 * "Booked" only when every place is taken. */
const NOTE_OF_REASON: Record<Reason, MessageDescriptor> = {
  full: msg`Booked`,
  blocked: msg`Unavailable`,
  past: msg`Started`,
};

const PERIODS: readonly { key: SlotPeriod; title: MessageDescriptor }[] = [
  { key: 'morning', title: msg`Morning` },
  { key: 'afternoon', title: msg`Afternoon` },
  { key: 'evening', title: msg`Evening` },
];

export interface SlotPickerProps {
  date: string;
  time: SlotLabel | null;
  onDate: (date: string) => void;
  onTime: (time: SlotLabel) => void;
  /** No window chosen when the customer tried to continue. */
  timeError?: string | null;
  /** The booking's present window (rescheduling): shown, but not offered again. */
  current?: { date: string; time: SlotLabel } | null;
  /** The period titles' level, one below the heading the picker sits under. */
  periodHeading?: 'h2' | 'h3' | 'h4';
  /** Windows this caller may not book although they are free (the manage link's last 24 hours). */
  notOffered?: (date: string, time: SlotLabel) => string | null;
}

/** Which of the dates have a window the caller can book (undefined while a day is loading). */
function useOpenDays(
  dates: readonly string[],
  notOffered: SlotPickerProps['notOffered'],
): (boolean | undefined)[] {
  const days = useQueries({ queries: dates.map((d) => availableTimeSlotsQueryOptions(d)) });
  return days.map((day, i) =>
    day.data
      ? day.data.some(
          (slot: TimeSlot) => slot.isAvailable && !notOffered?.(dates[i] ?? '', slot.time),
        )
      : undefined,
  );
}

export function SlotPicker({
  date,
  time,
  onDate,
  onTime,
  timeError = null,
  current = null,
  periodHeading: PeriodHeading = 'h2',
  notOffered,
}: SlotPickerProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const errorId = useId();
  const dates = bookableDates(new Date());
  const slots = useAvailableTimeSlots(date);
  const chosenDay = formatCalendarDate(date, 'long', undefined, locale);
  const open = useOpenDays(dates, notOffered);
  // Opens on the first day with a free window: decided once, when every day is first known, and
  // only when the customer has not chosen a day or a window yet.
  const decided = useRef(false);
  const openKey = open.join(',');
  useEffect(() => {
    if (decided.current || open.includes(undefined)) return;
    decided.current = true;
    if (time !== null || open[dates.indexOf(date)]) return;
    const first = dates.find((_, i) => open[i]);
    if (first) onDate(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when every day is known
  }, [openKey]);
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="mb-3 font-semibold">
          <Trans>Choose a date</Trans>
        </legend>
        <div className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 sm:grid sm:grid-cols-7 sm:overflow-visible">
          {dates.map((d, index) => {
            const parts = calendarDateParts(d, locale);
            const selected = d === date;
            const full = open[index] === false;
            const long = formatCalendarDate(d, 'long', undefined, locale);
            const day = index === 0 ? t`Today, ${long}` : index === 1 ? t`Tomorrow, ${long}` : long;
            return (
              <button
                key={d}
                type="button"
                aria-pressed={selected}
                aria-label={full ? t`${day}, full` : day}
                onClick={() => {
                  decided.current = true;
                  onDate(d);
                }}
                className={cn(
                  'flex min-w-16 snap-start flex-col items-center rounded-lg border-2 bg-card px-2 py-2 text-sm transition hover:border-primary/60',
                  selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
                  full && !selected && 'border-dashed bg-muted text-muted-foreground',
                )}
              >
                <span className="text-xs uppercase">{index === 0 ? t`Today` : parts.weekday}</span>
                <span className="text-lg font-bold">{parts.day}</span>
                <span className="text-xs">{full ? t`Full` : parts.month}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset aria-describedby={timeError ? errorId : undefined}>
        <legend className="mb-1 font-semibold">
          <Trans>Choose an arrival window</Trans>
        </legend>
        {timeError && (
          <p id={errorId} className="mb-2 text-sm font-medium text-destructive">
            {timeError}
          </p>
        )}
        <p className="mb-3 text-sm text-muted-foreground">
          <Trans>{chosenDay}. Your technician arrives within the two-hour window.</Trans>
        </p>
        {slots.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden /> <Trans>Loading times…</Trans>
          </p>
        )}
        {slots.isError && (
          <div role="alert" className="space-y-2 text-sm">
            <p className="text-destructive">
              <Trans>We could not load the times for this day.</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={() => void slots.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {slots.data && (
          <div className="grid gap-4 sm:grid-cols-3">
            {PERIODS.map((period) => {
              const inPeriod = slots.data.filter((slot) => slotPeriod(slot.time) === period.key);
              if (inPeriod.length === 0) return null;
              const title = i18n._(period.title);
              return (
                <div key={period.key} role="group" aria-label={title}>
                  <PeriodHeading className="mb-2 text-sm font-semibold text-muted-foreground uppercase">
                    {title}
                  </PeriodHeading>
                  <div className="grid gap-2">
                    {inPeriod.map((slot) => {
                      const selected = slot.time === time;
                      const isCurrent = current?.date === date && current.time === slot.time;
                      const fullyBooked =
                        !isCurrent && !slot.isAvailable && (slot.reason ?? 'full') === 'full';
                      const note = isCurrent
                        ? t`Your current time`
                        : !slot.isAvailable
                          ? i18n._(NOTE_OF_REASON[slot.reason ?? 'full'])
                          : (notOffered?.(date, slot.time) ?? null);
                      const windowLabel = formatSlotWindow(slot.time, locale);
                      return (
                        <button
                          key={slot.time}
                          type="button"
                          disabled={note !== null}
                          aria-pressed={selected}
                          aria-label={note ? `${windowLabel}, ${note}` : windowLabel}
                          onClick={() => onTime(slot.time)}
                          className={cn(
                            'flex min-h-11 items-center justify-between rounded-lg border-2 px-3 py-2 text-sm font-medium transition',
                            selected
                              ? 'border-primary bg-primary text-primary-foreground'
                              : 'border-border bg-card hover:border-primary/60',
                            note !== null &&
                              'cursor-not-allowed border-dashed bg-muted text-muted-foreground hover:border-border',
                            fullyBooked && 'line-through',
                          )}
                        >
                          <span>{windowLabel}</span>
                          {note && <span className="text-xs no-underline">{note}</span>}
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
    </>
  );
}
