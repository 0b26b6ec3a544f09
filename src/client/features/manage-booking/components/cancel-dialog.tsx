// Cancelling from the manage link: an optional reason, then POST /api/manage/{token}/cancel. A
// paid booking is refunded by the server; the answer says so (paymentStatus "refunded").
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogClose, DialogFooter, DialogPanel } from '@/client/components/ui/dialog';
import { moveFocus } from '@/client/lib/move-focus';
import { Label } from '@/client/components/ui/label';
import { useLocale } from '@/client/i18n/use-locale';
import { useBusiness } from '@/client/lib/use-business';
import { formatMoney } from '@/domain/pricing/format-money';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { useCancelBooking } from '../api/cancel-booking';
import { failureMessage } from '../lib/server-sentences';
import { formatCalendarDate, formatSlotWindow } from '@/domain/scheduling/format-date';

const REASON_MAX = 500;

export function CancelDialog({
  token,
  view,
  onCancelled,
}: {
  token: string;
  view: CustomerBookingView;
  onCancelled: (view: CustomerBookingView) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const business = useBusiness();
  const phone = business?.phone;
  const cancel = useCancelBooking(token);
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const cancelled = useRef(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const date = formatCalendarDate(view.appointmentDate, 'long', undefined, locale);
  const arrival = formatSlotWindow(view.appointmentTime, locale);
  const amount = formatMoney(view.totalPrice, locale);

  const submit = () => {
    setError(null);
    const trimmed = reason.trim();
    // mutateAsync, not mutate's own callbacks: the live stream may tell the page of the cancel
    // before its answer arrives, and this dialog then leaves the page with the booking's actions;
    // the outcome must still be said (mutate's callbacks do not run once their caller is gone).
    void cancel.mutateAsync(trimmed ? { reason: trimmed } : {}).then(
      (next) => {
        cancelled.current = true;
        setOpen(false);
        onCancelled(next);
      },
      (failure: unknown) => {
        setError(
          failureMessage(
            failure,
            phone
              ? t`We could not cancel your booking. Please try again or call ${phone}.`
              : t`We could not cancel your booking. Please try again or call us.`,
            { i18n, phone },
          ),
        );
      },
    );
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={(next) => {
        if (cancel.isPending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button size="lg" variant="outline" className="text-destructive hover:text-destructive">
          <Trans>Cancel booking</Trans>
        </Button>
      }
      // Once cancelled, the trigger leaves with the booking's actions: focus goes to the
      // outcome (manage-actions.tsx), not back to a button that is gone (the page body). Moved
      // again here, once the dialog has let go of focus: on a slow phone the outcome could be
      // focused while the closing dialog still held it, and the focus was lost.
      onCloseAutoFocus={(event) => {
        if (!cancelled.current) return;
        event.preventDefault();
        moveFocus('manage-done');
      }}
      title={t`Cancel this booking?`}
      description={
        <>
          <Trans>
            Your appointment on {date}, {arrival} will be cancelled and the time given to someone
            else.
          </Trans>
          {view.paymentStatus === 'paid' && (
            <> {t`Your payment of ${amount} will be refunded in full.`}</>
          )}
        </>
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={reasonId}>
          <Trans>Reason (optional)</Trans>
        </Label>
        <textarea
          id={reasonId}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          placeholder={t`Let us know why, so we can do better`}
          onChange={(event) => setReason(event.target.value)}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={cancel.isPending}>
            <Trans>Keep my booking</Trans>
          </Button>
        </DialogClose>
        <Button variant="destructive" onClick={submit} disabled={cancel.isPending}>
          {cancel.isPending && <Loader2 className="animate-spin" aria-hidden />}
          <Trans>Cancel booking</Trans>
        </Button>
      </DialogFooter>
    </DialogPanel>
  );
}
