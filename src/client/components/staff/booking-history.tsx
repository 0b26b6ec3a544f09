import { QueryView } from './query-view';
import { useBookingHistory } from '@/client/api/get-booking-history';
import { formatInstant } from '@/domain/scheduling/format-date';

/** Every change of a booking: when (New York time), who and what, oldest first. */
export function BookingHistory({ bookingId, token }: { bookingId: number; token: string }) {
  const history = useBookingHistory(token, bookingId);
  return (
    <section aria-labelledby={`history-${bookingId}`} className="space-y-2">
      <h3 id={`history-${bookingId}`} className="font-semibold">
        History
      </h3>
      <QueryView
        query={history}
        look="inline"
        loading="Loading history…"
        failed="The history could not be loaded."
        empty="No changes recorded yet"
      >
        {(entries) => (
          <ol className="space-y-2 border-l-2 border-muted pl-3 text-sm" aria-label="Changes">
            {entries.map((entry) => (
              <li key={entry.id}>
                <p className="break-words">{entry.summary}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.at}>{formatInstant(entry.at, 'dateTime')}</time> ·{' '}
                  {entry.actor.name}
                  {entry.actor.role ? ` (${entry.actor.role})` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
