// The confirmation (booking-flow.md section 2, "success"), at /book/confirmed/{reference} so that a
// refresh keeps it (issue 12). It shows the public reference (decisions.md "Public references"),
// never the internal id, and offers the appointment as a calendar file. Its words, dates and money
// are the page's language; the calendar file is the booking's (confirmation-ics.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { myBookingPath } from '@/domain/site/paths';
import { CalendarPlus, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '@/client/components/ui/button';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { useBusiness } from '@/client/lib/use-business';
import { formatMoney } from '@/domain/pricing/format-money';
import { useBooking } from '../../hooks/use-booking';
import {
  findConfirmation,
  manageTokenOfHistory,
  type Confirmation,
} from '../../state/confirmations';
import { ServiceProgressModal } from '../service-progress-modal';
import { StepHeading } from '../step-heading';
import type { BusinessFacts } from '@/domain/schemas/business';
import { confirmationIcs } from './confirmation-ics';
import { formatCalendarDate, formatSlotWindow } from '@/domain/scheduling/format-date';

const PAYMENT_NOTE: Record<Confirmation['paymentMethod'], MessageDescriptor> = {
  card: msg`Card payment not completed`,
  afterpay: msg`Afterpay: complete the payment in the other tab`,
  cash: msg`Pay cash when service is completed`,
};

function downloadIcs(confirmation: Confirmation, business: Pick<BusinessFacts, 'name' | 'phone'>) {
  const blob = new Blob([confirmationIcs(confirmation, new Date(), business)], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${confirmation.reference}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export default function ConfirmationScreen({ reference }: { reference: string }) {
  const business = useBusiness();
  const { t } = useLingui();
  const locale = useLocale();
  const { status } = useCustomerWords();
  const { exit } = useBooking();
  const [confirmation] = useState(() => findConfirmation(reference));
  const [progressOpen, setProgressOpen] = useState(false);
  const manageToken = manageTokenOfHistory(useLocation().state);

  const phone = business?.phone;
  if (!confirmation) {
    return (
      <section className="mx-auto max-w-2xl px-4 pt-8 text-center">
        <StepHeading announcement={t`Booking confirmation`}>
          <Trans>Booking {reference}</Trans>
        </StepHeading>
        <p className="mt-4 text-muted-foreground">
          <Trans>
            This browser does not hold the details of this booking. Your confirmation e-mail has
            every detail; for changes call {phone}.
          </Trans>
        </p>
        <Button size="lg" className="mt-6" onClick={exit}>
          <Trans>Back to Home</Trans>
        </Button>
      </section>
    );
  }

  const date = formatCalendarDate(
    confirmation.appointmentDate,
    'long',
    confirmation.appointmentDate,
    locale,
  );
  const arrival = formatSlotWindow(confirmation.appointmentTime, locale);
  const paid = confirmation.paymentStatus === 'paid';
  const { email, unitNumber } = confirmation;
  const bookingReference = confirmation.reference;
  return (
    <section className="mx-auto max-w-2xl px-4 pt-8">
      <div className="space-y-6 rounded-xl border bg-card p-5 text-center shadow-sm sm:p-8">
        <CheckCircle2 className="mx-auto size-16 text-success" aria-hidden />
        <div>
          <StepHeading announcement={t`Booking confirmed. Your reference is ${bookingReference}`}>
            {status.confirmed}
          </StepHeading>
          <p className="mt-2 text-muted-foreground">
            <Trans>A confirmation e-mail with a calendar invite is on its way to {email}.</Trans>
          </p>
        </div>
        <dl className="mx-auto grid max-w-md grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-left">
          <dt className="text-muted-foreground">
            <Trans>Reference</Trans>
          </dt>
          <dd className="font-bold tracking-wide" data-testid="booking-reference">
            {confirmation.reference}
          </dd>
          <dt className="text-muted-foreground">
            <Trans>Date</Trans>
          </dt>
          <dd className="font-medium">{date}</dd>
          <dt className="text-muted-foreground">
            <Trans>Arrival window</Trans>
          </dt>
          <dd className="font-medium">{arrival}</dd>
          <dt className="text-muted-foreground">
            <Trans>Address</Trans>
          </dt>
          <dd className="font-medium break-words">
            {confirmation.address}
            {unitNumber ? t`, Unit ${unitNumber}` : ''}
          </dd>
          {confirmation.products.length > 0 && (
            <>
              <dt className="text-muted-foreground">
                <Trans>Products</Trans>
              </dt>
              <dd className="font-medium">
                <ul>
                  {confirmation.products.map((line) => (
                    <li key={line.name}>
                      {line.name} x {line.quantity}
                    </li>
                  ))}
                </ul>
                <span className="text-sm font-normal text-muted-foreground">
                  <Trans>Your technician brings and installs them.</Trans>
                </span>
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-medium">{formatMoney(confirmation.totalPrice, locale)}</dd>
          <dt className="text-muted-foreground">
            <Trans>Payment</Trans>
          </dt>
          <dd className="font-medium">
            {paid ? t`Paid` : t(PAYMENT_NOTE[confirmation.paymentMethod])}
          </dd>
        </dl>
        <div className="flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">
          <Button
            size="lg"
            variant="outline"
            disabled={!business}
            onClick={() => business && downloadIcs(confirmation, business)}
          >
            <CalendarPlus aria-hidden />
            <Trans>Add to calendar</Trans>
          </Button>
          <Button size="lg" onClick={() => setProgressOpen(true)}>
            <Trans>Show Booking Progress</Trans>
          </Button>
          {manageToken && (
            <Link
              to={myBookingPath(manageToken)}
              className={buttonClass({ variant: 'outline', size: 'lg' })}
            >
              <Trans>Manage your booking</Trans>
            </Link>
          )}
          <Button size="lg" variant="outline" onClick={exit}>
            <Trans>Back to Home</Trans>
          </Button>
        </div>
      </div>
      <ServiceProgressModal
        open={progressOpen}
        onOpenChange={setProgressOpen}
        reference={confirmation.reference}
        customerName={confirmation.name}
        appointmentDate={date}
        appointmentTime={arrival}
        currentStep={1}
        payment={{ status: confirmation.paymentStatus, method: confirmation.paymentMethod }}
      />
    </section>
  );
}
