import { Banknote, ClipboardCheck, Navigation } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import {
  ALLOWED_STATUS_MOVES,
  STATUS_LABELS,
  TECHNICIAN_STATUS_CHOICES,
  type StaffBooking,
} from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { CancelJobDialog } from '@/client/components/staff/cancel-job-dialog';
import { ConfirmDialog } from '@/client/components/staff/confirm-dialog';
import { canMarkCollected } from '@/client/components/staff/payment-rules';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { failureText, toastFailure } from '@/client/components/staff/failure';
import { useUpdateBookingStatus, type JobChange } from '../api/update-booking-status';
import type { TechnicianSession } from '../lib/technician-session';
import {
  noAnswer,
  queueChange,
  useOnline,
  useQueuedChanges,
  useSendQueuedChanges,
  waitingCount,
} from '../offline/use-offline-changes';
import { formatInstant } from '@/domain/scheduling/format-date';

// The dialog and signature_pad load when a technician opens it (docs/decisions/043).
const CompleteJobDialog = lazy(() => import('./complete-job/complete-job-dialog'));

const FAILED = 'Failed to update booking status';
const WAITING = {
  title: 'Waiting to send',
  description: 'Saved on this phone: it is sent when the network returns',
};

const SUCCESS: Record<string, { title: string; description: string }> = {
  enRoute: { title: 'On my way', description: 'The customer has been told you are on the way' },
  paymentStatus: { title: 'Payment collected', description: 'The office sees it as collected' },
  cancelled: { title: 'Job cancelled', description: 'The customer has been told by e-mail' },
  status: { title: 'Status updated', description: 'Booking status has been updated successfully' },
};

/**
 * On my way, Complete job (its own screen: photos, note, signature, money), the other status
 * moves, money collected and a cancel that asks why and asks again.
 */
export function JobActions({ job, session }: { job: StaffBooking; session: TechnicianSession }) {
  const update = useUpdateBookingStatus(session);
  const [dialog, setDialog] = useState<'cancel' | 'collect' | 'complete' | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);

  const online = useOnline();
  const queued = useQueuedChanges(session);
  const replay = useSendQueuedChanges(session);

  /** Kept on the phone and sent when the network returns (docs/decisions/041). */
  const keep = (next: JobChange, key: string, after?: () => void) =>
    void queueChange(session, { key, bookingId: job.id, change: next }).then(() => {
      toast(WAITING);
      after?.();
      replay();
    });

  const change = (next: JobChange, after?: () => void) => {
    // The key is made at the tap: however often the change is sent, it is applied once.
    const key = crypto.randomUUID();
    // Offline, or earlier changes still waiting: this one goes behind them, in order.
    if (!online || waitingCount(queued) > 0) return keep(next, key, after);
    // mutateAsync: the live stream may move the job (and these actions) before the answer
    // arrives; the outcome, or keeping an unanswered change, must still happen.
    void update.mutateAsync({ id: job.id, change: next, key }).then(
      () => {
        const key =
          'enRoute' in next
            ? 'enRoute'
            : 'paymentStatus' in next
              ? 'paymentStatus'
              : next.status === 'cancelled'
                ? 'cancelled'
                : 'status';
        toast(SUCCESS[key] ?? SUCCESS.status!);
        after?.();
      },
      (error: unknown) => {
        // No answer at all (the signal dropped): kept and sent later, not lost.
        if (noAnswer(error)) return keep(next, key, after);
        // A refused cancel (a paid job: the office cancels it) is shown in the dialog itself.
        if ('status' in next && next.status === 'cancelled')
          setCancelError(failureText(error, FAILED));
        else toastFailure('Update failed', error, FAILED);
      },
    );
  };

  // A technician finishes a job through "Complete job", with its record (issue 31).
  const choices = TECHNICIAN_STATUS_CHOICES.filter(
    (s) => s !== 'completed' && (ALLOWED_STATUS_MOVES[job.status] as readonly string[]).includes(s),
  );
  const completable = job.status === 'confirmed' || job.status === 'in_progress';
  const final = job.status === 'completed' || job.status === 'cancelled';
  const selectId = `status-${job.id}`;
  const busy = update.isPending;

  return (
    <div className="mt-4 grid gap-3">
      {(job.status === 'pending' || job.status === 'confirmed') &&
        (job.enRouteAt ? (
          <p className="flex items-center gap-2 text-sm font-medium text-green-800">
            <Navigation aria-hidden="true" className="size-4" />
            On the way since {formatInstant(job.enRouteAt, 'time')}
          </p>
        ) : (
          <Button className="h-11 w-full" disabled={busy} onClick={() => change({ enRoute: true })}>
            <Navigation aria-hidden="true" />
            On my way
          </Button>
        ))}

      {completable && (
        <Button className="h-11 w-full" disabled={busy} onClick={() => setDialog('complete')}>
          <ClipboardCheck aria-hidden="true" />
          Complete job
        </Button>
      )}

      {canMarkCollected(job) && (
        <Button
          variant="outline"
          className="h-11 w-full"
          disabled={busy}
          onClick={() => setDialog('collect')}
        >
          <Banknote aria-hidden="true" />
          Mark {formatMoney(job.totalPrice)} collected
        </Button>
      )}

      {!final && choices.length > 0 && (
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor={selectId}>Update status</Label>
          <NativeSelect
            id={selectId}
            className="h-11"
            value=""
            disabled={busy}
            onChange={(e) => {
              const value = e.target.value;
              if (value === 'cancelled') {
                setCancelError(null);
                setDialog('cancel');
              } else if (value) {
                change({ status: value as 'confirmed' | 'in_progress' });
              }
            }}
          >
            <option value="">{STATUS_LABELS[job.status]} (current)</option>
            {choices.map((s) => (
              <option key={s} value={s}>
                {s === 'cancelled' ? 'Cancel job…' : STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}

      {dialog === 'cancel' && (
        <CancelJobDialog
          title={`Cancel booking #${job.id}?`}
          notice={
            job.paymentStatus === 'paid'
              ? 'This job is already paid. Paid jobs are cancelled by the office, which refunds the customer.'
              : undefined
          }
          pending={busy}
          error={cancelError}
          onConfirm={(reason) => change({ status: 'cancelled', reason }, () => setDialog(null))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'complete' && (
        <Suspense fallback={null}>
          <CompleteJobDialog job={job} session={session} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {dialog === 'collect' && (
        <ConfirmDialog
          title={`${formatMoney(job.totalPrice)} collected?`}
          description={`Record that you received the ${job.paymentMethod} payment of ${formatMoney(job.totalPrice)} for booking #${job.id}. Your name and the time are kept.`}
          confirmLabel="Yes, collected"
          pending={busy}
          onConfirm={() => change({ paymentStatus: 'paid' }, () => setDialog(null))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
