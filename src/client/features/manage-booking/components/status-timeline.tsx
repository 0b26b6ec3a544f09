// The booking's progress (decisions.md "The customer's view of a booking"): the steps reached,
// the one it is at now, the ones still ahead; a cancelled booking ends in a clear Cancelled step.
import { useLingui } from '@lingui/react/macro';
import { Check, Circle, XCircle } from 'lucide-react';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { cn } from '@/client/lib/utils';
import type { StatusWords } from '@/domain/bookings/status-labels';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { formatInstant } from '@/domain/scheduling/format-date';

type Entry = CustomerBookingView['timeline'][number];

/** The step in the page's words (the server's are the booking's language), with the technician. */
function stepLabel(entry: Entry, technician: string | null, words: StatusWords): string {
  const label = words.timeline[entry.step];
  return entry.step === 'assigned' && technician && entry.done ? `${label}: ${technician}` : label;
}

export function StatusTimeline({ view }: { view: CustomerBookingView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const words = useCustomerWords().status;
  const cancelled = view.status === 'cancelled';
  // Cancelled: only what happened before, then the cancellation; nothing is still ahead.
  const entries = cancelled ? view.timeline.filter((entry) => entry.done) : view.timeline;
  const currentIndex = cancelled ? -1 : entries.findLastIndex((entry) => entry.done);
  return (
    <ol aria-label={t`Booking progress`} className="space-y-0">
      {entries.map((entry, index) => {
        const current = index === currentIndex;
        return (
          <li
            key={entry.step}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            {(index < entries.length - 1 || cancelled) && (
              <span
                aria-hidden
                className={cn(
                  'absolute top-7 left-3.5 h-[calc(100%-1.75rem)] w-0.5 -translate-x-1/2',
                  entry.done ? 'bg-success' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden
              className={cn(
                'z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2',
                entry.done
                  ? 'border-success bg-success text-white'
                  : 'border-border bg-card text-muted-foreground',
                current && 'ring-4 ring-success/20',
              )}
            >
              {entry.done ? <Check className="size-4" /> : <Circle className="size-2.5" />}
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={cn('font-medium', !entry.done && 'text-muted-foreground')}>
                {stepLabel(entry, view.technicianFirstName, words)}
                <span className="sr-only"> {entry.done ? t`(done)` : t`(not yet)`}</span>
              </p>
              {entry.done && entry.at && (
                <p className="text-sm text-muted-foreground">
                  {formatInstant(entry.at, 'event', locale)}
                </p>
              )}
            </div>
          </li>
        );
      })}
      {cancelled && (
        <li aria-current="step" className="flex gap-3">
          <span
            aria-hidden
            className="z-10 flex size-7 shrink-0 items-center justify-center rounded-full bg-destructive text-white"
          >
            <XCircle className="size-4" />
          </span>
          <div className="min-w-0 pt-0.5">
            <p className="font-semibold text-destructive">{words.cancelled}</p>
            {view.cancelledAt && (
              <p className="text-sm text-muted-foreground">
                {formatInstant(view.cancelledAt, 'event', locale)}
              </p>
            )}
          </div>
        </li>
      )}
    </ol>
  );
}
