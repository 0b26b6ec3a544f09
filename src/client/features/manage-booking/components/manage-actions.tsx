// What the customer may still change through the link (decisions.md "The customer's view of a
// booking"): reschedule and cancel until the 24-hour cut-off, else the server's reason and phone.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import { moveFocus } from '@/client/lib/move-focus';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { CancelDialog } from './cancel-dialog';
import { ChangesClosedNotice } from './changes-closed-notice';
import { ReschedulePanel } from './reschedule-panel';
import {
  formatCalendarDate,
  formatInstant,
  formatSlotWindow,
} from '@/domain/scheduling/format-date';

export function ManageActions({ token, view }: { token: string; view: CustomerBookingView }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [rescheduling, setRescheduling] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const open = view.canReschedule || view.canCancel;
  const cutoff = formatInstant(view.cutoffAt, 'cutoff', locale);

  return (
    <section
      aria-labelledby="manage-title"
      className="rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="manage-title" className="text-lg font-semibold">
        <Trans>Need to make a change?</Trans>
      </h2>
      <p role="status" className="empty:hidden">
        {done && (
          <span
            id="manage-done"
            tabIndex={-1}
            className="mt-3 flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 outline-none"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            {done}
          </span>
        )}
      </p>
      {open ? (
        <>
          <p className="mt-2 flex items-start gap-2 text-sm text-muted-foreground">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              <Trans>Changes are possible online until {cutoff} (Eastern Time).</Trans>
            </span>
          </p>
          {!rescheduling && (
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              {view.canReschedule && (
                <Button
                  id="reschedule-button"
                  size="lg"
                  onClick={() => {
                    setDone(null);
                    setRescheduling(true);
                    // The button gives way to the panel: focus its heading (issue 26).
                    moveFocus('reschedule-title');
                  }}
                >
                  <Trans>Reschedule</Trans>
                </Button>
              )}
              {view.canCancel && (
                <CancelDialog
                  token={token}
                  view={view}
                  onCancelled={(next) => {
                    // The dialog's trigger is gone with the booking's actions: focus the outcome.
                    moveFocus('manage-done');
                    setDone(
                      next.paymentStatus === 'refunded'
                        ? t`Your booking is cancelled and your payment has been refunded.`
                        : t`Your booking is cancelled. We sent you an e-mail to confirm.`,
                    );
                  }}
                />
              )}
            </div>
          )}
          {rescheduling && view.canReschedule && (
            <ReschedulePanel
              token={token}
              view={view}
              onClose={() => {
                setRescheduling(false);
                moveFocus('reschedule-button');
              }}
              onMoved={(next) => {
                setRescheduling(false);
                moveFocus('manage-done');
                const date = formatCalendarDate(next.appointmentDate, 'long', undefined, locale);
                const arrival = formatSlotWindow(next.appointmentTime, locale);
                setDone(
                  t`Your booking is moved to ${date}, ${arrival}. We sent you an e-mail with the new time.`,
                );
              }}
            />
          )}
        </>
      ) : (
        view.changesClosedReason && (
          <div className="mt-3">
            <ChangesClosedNotice reason={view.changesClosedReason} />
          </div>
        )
      )}
    </section>
  );
}
