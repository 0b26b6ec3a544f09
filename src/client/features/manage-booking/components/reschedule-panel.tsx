// Moving the booking to another window: the booking flow's calendar with real availability, then
// POST /api/manage/{token}/reschedule. The server checks the window again under its lock; a 409
// (just taken, or the 24-hour cut-off passed) shows its message and the days are fetched again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { SlotPicker } from '@/client/components/scheduling/slot-picker';
import { useSlotChoice } from '@/client/components/scheduling/use-slot-choice';
import { Button } from '@/client/components/ui/button';
import { Notice } from '@/client/components/ui/notice';
import { ApiRequestError } from '@/client/lib/api-client';
import { useBusiness } from '@/client/lib/use-business';
import { bookableDates } from '@/domain/scheduling/business-time';
import { isMovableWindow } from '@/domain/scheduling/customer-moves';
import type { CustomerBookingView } from '@/domain/schemas/manage';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { failureMessage } from '../lib/server-sentences';

export function ReschedulePanel({
  token,
  view,
  onMoved,
  onClose,
}: {
  token: string;
  view: CustomerBookingView;
  onMoved: (view: CustomerBookingView) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const phone = useBusiness()?.phone;
  const reschedule = useRescheduleBooking(token);
  const [error, setError] = useState<string | null>(null);
  const { date, time, setTime, setTimeError, picker } = useSlotChoice(
    () => {
      const dates = bookableDates(new Date());
      return dates.includes(view.appointmentDate) ? view.appointmentDate : (dates[0] ?? '');
    },
    () => setError(null),
  );

  const confirm = () => {
    if (!time) {
      setTimeError(t`Choose an arrival window.`);
      return;
    }
    setError(null);
    // mutateAsync: the outcome is said even when the live stream's news of the move (a window
    // within the cut-off) took this panel off the page before the answer came.
    reschedule
      .mutateAsync({ appointmentDate: date, appointmentTime: time })
      .then(onMoved, (failure: unknown) => {
        if (failure instanceof ApiRequestError && failure.status === 409) {
          // The window filled up or changes closed: that choice is gone (the hook refetches the booking).
          setTime(null);
        }
        setError(
          failureMessage(
            failure,
            phone
              ? t`We could not move your booking. Please try again or call ${phone}.`
              : t`We could not move your booking. Please try again or call us.`,
            { i18n, phone },
          ),
        );
      });
  };

  return (
    <section aria-labelledby="reschedule-title" className="mt-5 space-y-5 border-t pt-5">
      <div>
        <h3 id="reschedule-title" className="text-lg font-semibold">
          <Trans>Choose a new time</Trans>
        </h3>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Times shown are the windows still open. Your current time stays booked until you
            confirm.
          </Trans>
        </p>
      </div>
      <SlotPicker
        {...picker}
        current={{ date: view.appointmentDate, time: view.appointmentTime }}
        periodHeading="h4"
        notOffered={(day, slot) =>
          isMovableWindow(day, slot, new Date()) ? null : t`Call to book`
        }
      />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={confirm} disabled={reschedule.isPending}>
          {reschedule.isPending && <Loader2 className="animate-spin" aria-hidden />}
          <Trans>Confirm new time</Trans>
        </Button>
        <Button size="lg" variant="outline" onClick={onClose} disabled={reschedule.isPending}>
          <Trans>Keep current time</Trans>
        </Button>
      </div>
    </section>
  );
}
