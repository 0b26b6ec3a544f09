// The booking's "Texts" line for the office (decisions.md "Text messages (SMS)"): on, off, or
// opted out by STOP (which stops every text to that number, this booking's included), and the
// customer's replies, which only staff read here.
import { formatInstant } from '@/domain/scheduling/format-date';
import type { StaffBooking } from '@/domain/schemas/staff';

export function textsState(texts: StaffBooking['sms']): string {
  if (texts.optedOut) return 'Opted out (STOP)';
  return texts.optIn ? 'On' : 'Off';
}

export function BookingTextsLine({ booking }: { booking: StaffBooking }) {
  const texts = booking.sms;
  const headingId = `texts-${booking.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-1.5 text-sm">
      <p>
        <span id={headingId} className="font-semibold">
          Texts:
        </span>{' '}
        {textsState(texts)}
      </p>
      {texts.replies.length > 0 && (
        <>
          <h4 id={`${headingId}-replies`} className="text-xs font-medium text-muted-foreground">
            Customer's replies
          </h4>
          <ol
            className="space-y-2 border-l-2 border-muted pl-3"
            aria-labelledby={`${headingId}-replies`}
          >
            {texts.replies.map((reply, index) => (
              <li key={`${reply.receivedAt}-${index}`}>
                <p className="break-words whitespace-pre-wrap">{reply.body}</p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={reply.receivedAt}>
                    {formatInstant(reply.receivedAt, 'dateTime')}
                  </time>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
