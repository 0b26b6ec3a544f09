import type { BookingSource, BookingStatus } from '@/domain/schemas/booking';
import { STATUS_LABELS } from '@/domain/schemas/staff';
import { cn } from '@/client/lib/utils';

// store-staff-assistant.md section 4: pending yellow, confirmed blue, in_progress purple,
// completed green, cancelled red.
const COLOURS: Record<BookingStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 border-yellow-300',
  confirmed: 'bg-blue-100 text-blue-900 border-blue-300',
  in_progress: 'bg-purple-100 text-purple-900 border-purple-300',
  completed: 'bg-green-100 text-green-900 border-green-300',
  cancelled: 'bg-red-100 text-red-900 border-red-300',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        COLOURS[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** decisions.md, turn-3 section: a diagnostic page's booking is marked Test for staff. */
export function TestBookingBadge({ source }: { source: BookingSource }) {
  if (source !== 'diagnostic') return null;
  return (
    <span
      title="Made by a diagnostic page: no e-mails, not in stats or exports, deleted after 24 hours"
      className="inline-flex rounded-full border border-slate-400 bg-slate-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-800"
    >
      Test
    </span>
  );
}
