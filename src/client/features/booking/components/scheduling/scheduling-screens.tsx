// booking-flow.md section 4 "Scheduling flow step": schedule -> contact -> payment -> (card) ->
// confirmation, each at its own URL (booking-steps.ts). Everything chosen lives in the booking
// draft, so a refresh, Back or Forward keeps it. Toasts and messages are section 8's, in the
// page's language (issue 28); dates and windows through format-date with the page's locale.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { dismissToast, toast } from '@/client/components/ui/use-toast';
import { sameDayDroppedNotice } from '@/domain/pricing/same-day';
import { businessToday } from '@/domain/scheduling/business-time';
import type { PaymentMethod } from '@/domain/schemas/booking';
import { useBooking } from '../../hooks/use-booking';
import { quoteBooking } from '../../state/booking-quote';
import type { BookingStep } from '@/domain/site/booking-steps';
import { useBusiness } from '@/client/lib/use-business';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { pathInLocale } from '@/domain/site/locale-paths';
import { PHONE_US_WORDS } from '@/client/components/sms/sms-words';
import { loadUsPhoneCheck, useUsPhoneCheck } from '@/client/components/sms/us-phone-check';
import {
  contactErrors,
  earlyAddressError,
  serviceAreaRefusal,
  type ContactErrors,
} from '../../state/contact-checks';
import { PriceBreakdown } from '../builder/price-breakdown';
import { ScreenHeader } from '../screen-header';
import { StickyTotalBar } from '../sticky-total-bar';
import { CheckoutStep } from './checkout-step';
import { ContactStep, fieldId } from './contact-step';
import { PaymentStep } from './payment-step';
import { ScheduleStep } from './schedule-step';
import { AppointmentCard, NextButton } from './step-actions';
import { useSubmitBooking } from './use-submit-booking';

export type SchedulingStep = Extract<BookingStep, 'schedule' | 'contact' | 'payment' | 'card'>;

export default function SchedulingScreens({ step }: { step: SchedulingStep }) {
  const { state, dispatch, goTo, back, canGoBack, finish } = useBooking();
  const { t, i18n } = useLingui();
  const words = useCustomerWords();
  const [now] = useState(() => new Date());
  const date = state.date ?? businessToday(now);
  const time = state.time;
  const appointment = time ? { date, time, bookedAt: new Date() } : undefined;
  const quote = quoteBooking(state, appointment, words.quote);
  const inComplex = state.apartment !== null;
  const [notice, setNotice] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [showContactErrors, setShowContactErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  // The address has been entered (its field left, or kept in the draft): its ZIP is judged.
  const [addressEntered, setAddressEntered] = useState(() => state.contact.address.trim() !== '');

  const { submitting, submit, draftFor, releaseCardBooking } = useSubmitBooking({
    onContactErrors: (errors) => {
      setServerErrors(errors);
      setShowContactErrors(true);
      goTo('contact');
    },
    onSlotTaken: (message) => {
      setNotice(message);
      dispatch({ type: 'set-time', time: null });
      goTo('schedule');
    },
  });

  const business = useBusiness();
  const sameDayNotice = sameDayDroppedNotice(
    state.tvs.some((tv) => tv.sameDayService),
    appointment,
    words.quote.sameDayDropped,
  );

  // The texts box ticked loads the US number check (never on the flow's first load).
  const usPhone = useUsPhoneCheck(state.contact.smsOptIn);

  // Issue 26: the address is judged beside its field as it is entered, not later in a toast.
  const shownContactErrors: ContactErrors = showContactErrors
    ? { ...serverErrors, ...contactErrors(i18n, state.contact, inComplex, business, usPhone) }
    : earlyAddressError(i18n, state.contact, business, addressEntered);

  // A server message for a field stays until that field changes; the texts-only message about
  // the phone also goes when the box is unticked.
  const changeContact = (change: Parameters<typeof dispatch>[0] & { type: 'set-contact' }) => {
    dispatch(change);
    setServerErrors((errors) => {
      const next = { ...errors };
      for (const key of Object.keys(change.change)) delete next[key as keyof ContactErrors];
      if (change.change.smsOptIn === false && next.phone === i18n._(PHONE_US_WORDS)) {
        delete next.phone;
      }
      return next;
    });
  };

  const continueFromSchedule = () => {
    if (!time) {
      setTimeError(t`Choose an arrival window to continue.`);
      toast({
        title: t`Please select a time`,
        description: t`You must select both a date and time for your appointment.`,
        variant: 'destructive',
      });
      return;
    }
    if (!state.date) dispatch({ type: 'set-date', date });
    setNotice(null);
    dismissToast();
    goTo('contact');
  };

  const continueFromContact = async () => {
    // A ticked box needs a US number: the check is loaded now if it was not yet (offline, the
    // server's 400 says it on sending).
    const usCheck = state.contact.smsOptIn
      ? (usPhone ?? (await loadUsPhoneCheck().catch(() => undefined)))
      : undefined;
    const errors = contactErrors(i18n, state.contact, inComplex, business, usCheck);
    const first = Object.keys(errors)[0] as keyof ContactErrors | undefined;
    const onlyTheZip =
      serviceAreaRefusal(i18n, state.contact, business) !== null &&
      Object.keys(errors).length === 1;
    if (first && onlyTheZip) {
      // Nothing is missing: the refusal beside the address says what to do (with the phone).
      setShowContactErrors(true);
      dismissToast();
      document.getElementById(fieldId('address'))?.focus();
      return;
    }
    if (first) {
      setShowContactErrors(true);
      toast({
        title: t`Contact information required`,
        // The spec's words (booking-flow.md section 8); a house has no unit number to ask for.
        description:
          inComplex || state.contact.propertyType === 'apartment'
            ? t`Please fill in all contact information fields including unit number.`
            : t`Please fill in all contact information fields.`,
        variant: 'destructive',
      });
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    // A 'fill in the fields' notice from an earlier try would be stale on the next screen.
    dismissToast();
    goTo('payment');
  };

  const continueFromPayment = async () => {
    const method: PaymentMethod = state.paymentMethod;
    if (method === 'card') {
      const draft = draftFor('card');
      const fingerprint = JSON.stringify(draft);
      if (state.cardBooking?.fingerprint === fingerprint) {
        goTo('card');
        return;
      }
      await releaseCardBooking();
      const created = await submit('card');
      if (created) {
        dispatch({ type: 'set-card-booking', cardBooking: created });
        goTo('card');
      }
      return;
    }
    if (method === 'afterpay') {
      // Opened inside the click so no pop-up blocker stops it; pointed at the page once booked.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      await releaseCardBooking();
      const created = await submit('afterpay');
      if (!created) {
        tab?.close();
        return;
      }
      // Our sandbox page is a page of the site: in the booking's language (a provider's is not).
      const afterpayUrl = created.booking.afterpayUrl;
      const url = afterpayUrl?.startsWith('/')
        ? pathInLocale(afterpayUrl, created.booking.locale)
        : afterpayUrl;
      if (url) {
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } else tab?.close();
      toast({
        title: t`Afterpay Payment Initiated!`,
        description: t`Complete your Afterpay payment in the new tab to confirm your appointment.`,
      });
      finish(created.booking);
      return;
    }
    await releaseCardBooking();
    const created = await submit('cash');
    if (created) {
      toast({
        title: t`Appointment Confirmed!`,
        description: t`Your appointment is scheduled. Pay cash when service is completed.`,
      });
      finish(created.booking);
    }
  };

  const nextButton = (className?: string) => (
    <NextButton
      step={step}
      className={className}
      submitting={submitting}
      paymentMethod={state.paymentMethod}
      onSchedule={continueFromSchedule}
      onPayment={() => void continueFromPayment()}
    />
  );

  const actions = (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
      {canGoBack ? (
        <Button type="button" variant="outline" size="lg" onClick={back}>
          <Trans>Back</Trans>
        </Button>
      ) : (
        <span />
      )}
      {nextButton('hidden lg:inline-flex')}
    </div>
  );

  return (
    <section className="mx-auto max-w-6xl px-4 pt-8">
      <ScreenHeader showBack={false} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
          {step === 'schedule' && (
            <ScheduleStep
              date={date}
              time={time}
              notice={notice}
              sameDayNotice={sameDayNotice}
              timeError={time ? null : timeError}
              onDate={(d) => dispatch({ type: 'set-date', date: d })}
              onTime={(t) => {
                if (!state.date) dispatch({ type: 'set-date', date });
                dispatch({ type: 'set-time', time: t });
              }}
              actions={actions}
            />
          )}
          {step === 'contact' && (
            <ContactStep
              contact={state.contact}
              errors={shownContactErrors}
              inComplex={inComplex}
              onChange={(change) => changeContact({ type: 'set-contact', change })}
              onSubmit={() => void continueFromContact()}
              onAddressEntered={() => setAddressEntered(true)}
              actions={actions}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              method={state.paymentMethod}
              totalCents={quote.totalCents}
              onMethod={(method) => dispatch({ type: 'set-payment-method', method })}
              actions={actions}
            />
          )}
          {step === 'card' && state.cardBooking && (
            <CheckoutStep
              booking={state.cardBooking.booking}
              intentKey={`${state.cardBooking.key}:intent`}
              onBack={back}
              onPaid={() => {
                const paid = state.cardBooking?.booking;
                if (paid) finish({ ...paid, paymentStatus: 'paid', holdExpiresAt: null });
              }}
            />
          )}
        </div>
        <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
          {time && <AppointmentCard date={date} time={time} />}
          <PriceBreakdown quote={quote} title={t`Order Summary`} />
        </div>
      </div>
      {step !== 'card' && (
        <StickyTotalBar totalCents={quote.totalCents}>{nextButton()}</StickyTotalBar>
      )}
    </section>
  );
}
