// The scheduling screens' button forward (booking-flow.md section 4: "Continue to Contact
// Details", "Continue to Payment", "Confirm Booking" or "Continue to Card Payment") and the
// chosen appointment beside the order summary.
import { Trans } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useLocale } from '@/client/i18n/use-locale';
import type { SlotLabel } from '@/domain/scheduling/business-time';
import { formatCalendarDate, formatSlotWindow } from '@/domain/scheduling/format-date';
import type { PaymentMethod } from '@/domain/schemas/booking';
import { CONTACT_FORM_ID } from './contact-step';
import type { SchedulingStep } from './scheduling-screens';

export function NextButton({
  step,
  className,
  submitting,
  paymentMethod,
  onSchedule,
  onPayment,
}: {
  step: SchedulingStep;
  className?: string;
  submitting: boolean;
  paymentMethod: PaymentMethod;
  onSchedule: () => void;
  onPayment: () => void;
}) {
  switch (step) {
    case 'schedule':
      return (
        <Button size="lg" className={className} onClick={onSchedule}>
          <Trans>Continue to Contact Details</Trans>
        </Button>
      );
    case 'contact':
      // The contact form submits itself: its checks run on Enter as well.
      return (
        <Button size="lg" className={className} type="submit" form={CONTACT_FORM_ID}>
          <Trans>Continue to Payment</Trans>
        </Button>
      );
    case 'payment':
      return (
        <Button size="lg" className={className} disabled={submitting} onClick={onPayment}>
          {submitting ? (
            <>
              <Loader2 className="animate-spin" aria-hidden />
              <Trans>Booking...</Trans>
            </>
          ) : paymentMethod === 'card' ? (
            <Trans>Continue to Card Payment</Trans>
          ) : (
            <Trans>Confirm Booking</Trans>
          )}
        </Button>
      );
    case 'card':
      return null;
  }
}

export function AppointmentCard({ date, time }: { date: string; time: SlotLabel }) {
  const locale = useLocale();
  return (
    <div className="rounded-xl border bg-card p-5 text-sm shadow-sm">
      <h2 className="font-semibold">
        <Trans>Your appointment</Trans>
      </h2>
      <p className="mt-1">{formatCalendarDate(date, 'long', date, locale)}</p>
      <p>{formatSlotWindow(time, locale)}</p>
    </div>
  );
}
