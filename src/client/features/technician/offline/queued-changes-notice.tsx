import { Clock, CircleAlert, X } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { isWaiting, type QueuedChange, type QueuedJobChange } from './change-queue';
import { technicianQueue } from './use-offline-changes';

/** What the technician tapped, in their words. */
export function describeChange(change: QueuedJobChange): string {
  if ('completion' in change) return 'Job completed (with its record)';
  if ('enRoute' in change) return 'On my way';
  if ('paymentStatus' in change) return 'Payment collected';
  switch (change.status) {
    case 'in_progress':
      return 'Work started';
    case 'completed':
      return 'Job completed';
    case 'cancelled':
      return 'Job cancelled';
    default:
      return 'Job confirmed';
  }
}

/**
 * A job's changes kept on the phone (docs/decisions/041): "Waiting to send" while they wait, and
 * a change the server refused with the server's message until the technician dismisses it.
 */
export function QueuedChangesNotice({
  changes,
  withBooking = false,
}: {
  changes: readonly QueuedChange[];
  /** Names the booking: shown outside its job's card. */
  withBooking?: boolean;
}) {
  const what = (entry: QueuedChange) =>
    `${describeChange(entry.change)}${withBooking ? ` (booking #${entry.bookingId})` : ''}`;
  if (changes.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {changes.map((entry) =>
        isWaiting(entry) ? (
          <li
            key={entry.key}
            className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950"
          >
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="font-semibold">Waiting to send:</span> {what(entry)}
            </span>
          </li>
        ) : (
          <li
            key={entry.key}
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="flex-1">
              <span className="font-semibold">Not sent: {what(entry)}.</span> {entry.refusal}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="shrink-0"
              onClick={() => void technicianQueue().dismiss(entry.key)}
            >
              <X aria-hidden="true" />
              Dismiss
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
