// "Complete job" (issue 31, decisions.md "Finishing a job: the record, the receipt, the review"):
// after photos, a note, the customer's signature or "Customer not present", the cash or afterpay
// money collected. Loaded lazily by the job's actions (with signature_pad). Online it uploads the
// photos, then posts the completion; offline, or when the request gets no answer, the whole
// completion waits in the technician app's queue (docs/decisions/043).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { MAX_COMPLETION_NOTE } from '@/domain/schemas/job-completion';
import type { StaffBooking } from '@/domain/schemas/staff';
import { formatMoney } from '@/domain/pricing/format-money';
import { canMarkCollected } from '@/client/components/staff/payment-rules';
import { StaffDialog } from '@/client/components/staff/staff-dialog';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { technicianBookingsQueryOptions } from '../../api/get-technician-bookings';
import {
  sendCompletion,
  type CompletionFields,
  type CompletionPhoto,
} from '../../api/complete-job';
import type { TechnicianSession } from '../../lib/technician-session';
import {
  noAnswer,
  queueChange,
  useOnline,
  useQueuedChanges,
  useSendQueuedChanges,
  waitingCount,
} from '../../offline/use-offline-changes';
import { AfterPhotosField, type AfterPhoto } from './after-photos-field';
import { completionErrors, type CompletionErrors } from './completion-errors';
import { SignatureField } from './signature-field';

const SIGN_OR_ABSENT = 'Ask the customer to sign, or tick "Customer not present".';
const FAILED = 'The job could not be completed. Please try again.';

export default function CompleteJobDialog({
  job,
  session,
  onClose,
}: {
  job: StaffBooking;
  session: TechnicianSession;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const queued = useQueuedChanges(session);
  const replay = useSendQueuedChanges(session);
  const [photos, setPhotos] = useState<readonly AfterPhoto[]>([]);
  const [note, setNote] = useState('');
  const [signature, setSignature] = useState<string | null>(null);
  const [absent, setAbsent] = useState(false);
  const [collected, setCollected] = useState(false);
  const [errors, setErrors] = useState<CompletionErrors>({});
  const [pending, setPending] = useState(false);
  /** Upload ids of photos the server already has: sending again does not upload them twice. */
  const uploaded = useRef(new Map<Blob, string>());
  const collects = canMarkCollected(job);
  const method = job.paymentMethod === 'afterpay' ? 'afterpay' : 'cash';

  // The thumbnails' object URLs go with the dialog.
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.url)), []);

  const fields = (): CompletionFields => ({
    ...(note.trim() ? { note: note.trim() } : {}),
    ...(absent ? { customerAbsent: true as const } : signature ? { signature } : {}),
    ...(collects && collected ? { collectedCents: job.totalPrice } : {}),
  });

  const done = () => {
    void queryClient.invalidateQueries({
      queryKey: technicianBookingsQueryOptions(session).queryKey,
    });
    onClose();
  };

  const keep = async (
    key: string,
    change: { fields: CompletionFields; photos: CompletionPhoto[] },
  ) => {
    await queueChange(session, { key, bookingId: job.id, change: { completion: change } });
    toast({
      title: 'Waiting to send',
      description: 'The completion is saved on this phone: it is sent when the network returns',
    });
    replay();
    onClose();
  };

  const submit = async () => {
    if (!absent && !signature) {
      setErrors({ signature: SIGN_OR_ABSENT });
      return;
    }
    setErrors({});
    // The key is made at the tap: however often this completion is sent, it is applied once.
    const key = crypto.randomUUID();
    const change = {
      fields: fields(),
      photos: photos.map((p) => ({ blob: p.blob, uploadId: uploaded.current.get(p.blob) ?? null })),
    };
    // Offline, or earlier changes still waiting: this one goes behind them, in order.
    if (!online || waitingCount(queued) > 0) return keep(key, change);
    setPending(true);
    try {
      await sendCompletion(session.token, job.id, change, key, (sent) => {
        for (const photo of sent)
          if (photo.uploadId) uploaded.current.set(photo.blob, photo.uploadId);
      });
      toast({
        title: 'Job completed',
        description: `Booking #${job.id} is done. The customer gets the receipt.`,
      });
      done();
    } catch (error) {
      if (noAnswer(error)) {
        const photosNow = change.photos.map((p) => ({
          ...p,
          uploadId: uploaded.current.get(p.blob) ?? null,
        }));
        return keep(key, { ...change, photos: photosNow });
      }
      setErrors(completionErrors(error, FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <StaffDialog
      onClose={onClose}
      title={`Complete booking #${job.id}`}
      description={`${job.name} · ${formatMoney(job.totalPrice)}`}
      // A full-height sheet on a phone, a dialog on a wider screen.
      className="top-0 left-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 rounded-none sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      error={errors.form ?? null}
      actions={{ back: 'Not now', action: 'Complete job', pendingAction: 'Completing…', pending }}
    >
      <AfterPhotosField photos={photos} error={errors.photos} onChange={setPhotos} />
      <div className="grid gap-1.5">
        <Label htmlFor="completion-note">Note for the office and the customer</Label>
        <textarea
          id="completion-note"
          rows={3}
          maxLength={MAX_COMPLETION_NOTE}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={
            errors.note ? 'completion-note-count completion-note-error' : 'completion-note-count'
          }
          className="rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
        />
        <p id="completion-note-count" className="text-right text-xs text-muted-foreground">
          {note.length}/{MAX_COMPLETION_NOTE} characters
        </p>
        {errors.note && (
          <p
            id="completion-note-error"
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {errors.note}
          </p>
        )}
      </div>
      <SignatureField
        signed={signature !== null}
        absent={absent}
        error={errors.signature}
        onSignature={(next) => {
          setSignature(next);
          if (next) setErrors(({ signature: _, ...rest }) => rest);
        }}
        onAbsent={(next) => {
          setAbsent(next);
          if (next) setErrors(({ signature: _, ...rest }) => rest);
        }}
      />
      {collects && (
        <div className="grid gap-1">
          <label className="flex min-h-11 items-center gap-2 rounded-md border bg-muted/40 px-3 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={collected}
              onChange={(e) => setCollected(e.currentTarget.checked)}
              aria-invalid={errors.collected ? true : undefined}
              aria-describedby={errors.collected ? 'collected-error' : undefined}
            />
            Collected {formatMoney(job.totalPrice)} in {method}
          </label>
          {errors.collected && (
            <p id="collected-error" role="alert" className="text-sm font-medium text-destructive">
              {errors.collected}
            </p>
          )}
        </div>
      )}
    </StaffDialog>
  );
}
