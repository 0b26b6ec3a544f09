// booking-flow.md section 4 "Scheduling flow step": schedule -> contact -> payment -> (card:
// checkout) -> success. Toasts and messages are section 8's, word for word.
import { useRef, useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { ApiRequestError } from '@/client/lib/api-client';
import { BOOKING_DEFAULTS } from '@/domain/catalog/defaults';
import { businessToday, slotWindowLabel, type SlotLabel } from '@/domain/scheduling/business-time';
import {
  SLOT_TAKEN_MESSAGE,
  type BookingResponse,
  type PaymentMethod,
} from '@/domain/schemas/booking';
import { useCreateBooking } from '../../api/create-booking';
import { useReleaseBooking } from '../../api/release-booking';
import { useBooking } from '../../hooks/use-booking';
import { buildBookingDraft, EMPTY_CONTACT, type ContactDetails } from '../../state/booking-draft';
import { quoteBooking } from '../../state/booking-quote';
import { PriceBreakdown } from '../builder/price-breakdown';
import { ScreenHeader } from '../screen-header';
import { CheckoutStep } from './checkout-step';
import { ContactStep, contactComplete } from './contact-step';
import { PaymentStep } from './payment-step';
import { formatAppointmentDate, ScheduleStep } from './schedule-step';
import { SuccessStep } from './success-step';

type Step = 'schedule' | 'contact' | 'payment' | 'checkout' | 'success';
const STEP_LABELS: Record<Step, string> = {
  schedule: 'Date & Time',
  contact: 'Contact',
  payment: 'Payment',
  checkout: 'Card Payment',
  success: 'Confirmed',
};
const CONTACT_FIELDS = new Set(['name', 'email', 'phone', 'address', 'unitNumber']);

/** One key per submission attempt: the same draft retried reuses it, a changed draft gets a new one. */
function useAttemptKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  return (fingerprint: string) => {
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: crypto.randomUUID() };
    }
    return current.current.key;
  };
}

export default function SchedulingFlow() {
  const { state, exit } = useBooking();
  const quote = quoteBooking(state);
  const [step, setStep] = useState<Step>('schedule');
  const [date, setDate] = useState(() => businessToday(new Date()));
  const [time, setTime] = useState<SlotLabel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<PaymentMethod>(BOOKING_DEFAULTS.paymentMethod);
  const [booking, setBooking] = useState<BookingResponse | null>(null);
  const [cardBooking, setCardBooking] = useState<{
    fingerprint: string;
    booking: BookingResponse;
    key: string;
  } | null>(null);
  const attemptKey = useAttemptKey();
  const intentAttemptKey = useAttemptKey();
  const createBooking = useCreateBooking();
  const { mutateAsync: release } = useReleaseBooking();

  /**
   * An unpaid card booking made earlier in this visit that no longer fits (the customer chose
   * cash or afterpay, or changed the details) gives its place back, so it neither holds the slot
   * for 15 minutes nor sits on the staff's list. A failure only means the hold runs out by itself.
   */
  const releaseCardBooking = async () => {
    if (!cardBooking) return;
    setCardBooking(null);
    await release({ bookingId: cardBooking.booking.id, idempotencyKey: cardBooking.key }).catch(
      () => undefined,
    );
  };

  const toSchedule = () => setStep('schedule');
  const continueFromSchedule = () => {
    if (!date || !time) {
      toast({
        title: 'Please select a time',
        description: 'You must select both a date and time for your appointment.',
        variant: 'destructive',
      });
      return;
    }
    setNotice(null);
    setStep('contact');
  };
  const continueFromContact = () => {
    if (!contactComplete(contact)) {
      toast({
        title: 'Contact information required',
        description: 'Please fill in all contact information fields including unit number.',
        variant: 'destructive',
      });
      return;
    }
    setStep('payment');
  };

  /** Creates the booking (or returns the one this same attempt already created). */
  const submit = async (paymentMethod: PaymentMethod): Promise<BookingResponse | null> => {
    if (!time) return null;
    const draft = buildBookingDraft(state, { date, time }, contact, paymentMethod);
    const fingerprint = JSON.stringify(draft);
    try {
      const created = await createBooking.mutateAsync({
        draft,
        idempotencyKey: attemptKey(fingerprint),
      });
      setFieldErrors({});
      return created;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // The slot went while the customer was typing: back to the times, freshly fetched.
        const message = error.body?.message ?? SLOT_TAKEN_MESSAGE;
        toast({ title: 'Booking Failed', description: message, variant: 'destructive' });
        setNotice(message);
        setTime(null);
        setStep('schedule');
      } else if (error instanceof ApiRequestError && error.status === 400) {
        const errors = error.body?.fieldErrors ?? {};
        setFieldErrors(errors);
        toast({
          title: 'Booking Failed',
          description: error.serverMessage,
          variant: 'destructive',
        });
        if (Object.keys(errors).some((field) => CONTACT_FIELDS.has(field))) setStep('contact');
      } else {
        toast({
          title: 'Booking Failed',
          description: 'There was an error scheduling your appointment. Please try again.',
          variant: 'destructive',
        });
      }
      return null;
    }
  };

  const continueFromPayment = async () => {
    if (method === 'card') {
      const draft = time ? buildBookingDraft(state, { date, time }, contact, 'card') : null;
      const fingerprint = JSON.stringify(draft);
      if (cardBooking?.fingerprint === fingerprint) {
        setStep('checkout');
        return;
      }
      await releaseCardBooking();
      const created = await submit('card');
      if (created) {
        setCardBooking({ fingerprint, booking: created, key: attemptKey(fingerprint) });
        setStep('checkout');
      }
      return;
    }
    if (method === 'afterpay') {
      // Opened now, inside the click, so that no pop-up blocker stops it; pointed at the
      // buy-now-pay-later page once the booking answers.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      await releaseCardBooking();
      const created = await submit('afterpay');
      if (!created) {
        tab?.close();
        return;
      }
      if (created.afterpayUrl) {
        if (tab) tab.location.href = created.afterpayUrl;
        else window.open(created.afterpayUrl, '_blank', 'noopener');
      } else tab?.close();
      toast({
        title: 'Afterpay Payment Initiated!',
        description: 'Complete your Afterpay payment in the new tab to confirm your appointment.',
      });
      setBooking(created);
      setStep('success');
      return;
    }
    await releaseCardBooking();
    const created = await submit('cash');
    if (created) {
      toast({
        title: 'Appointment Confirmed!',
        description: 'Your appointment is scheduled. Pay cash when service is completed.',
      });
      setBooking(created);
      setStep('success');
    }
  };

  const visible: Step[] = [
    'schedule',
    'contact',
    'payment',
    ...(method === 'card' ? (['checkout'] as const) : []),
    'success',
  ];
  return (
    <section className="mx-auto max-w-6xl px-4 pt-8">
      {step === 'schedule' ? (
        <ScreenHeader title="Schedule Your Appointment" />
      ) : (
        <div className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {step === 'success' ? 'Booking Confirmed' : 'Schedule Your Appointment'}
          </h1>
        </div>
      )}
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Booking steps">
        {visible.map((s, index) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${s === step ? 'bg-primary text-primary-foreground' : 'bg-secondary text-muted-foreground'}`}
          >
            {index + 1}. {STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      <div className={step === 'success' ? '' : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]'}>
        <div className="min-w-0 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
          {step === 'schedule' && (
            <ScheduleStep
              date={date}
              time={time}
              notice={notice}
              onDate={(d) => {
                setDate(d);
                setTime(null);
              }}
              onTime={setTime}
              onContinue={continueFromSchedule}
            />
          )}
          {step === 'contact' && (
            <ContactStep
              contact={contact}
              errors={fieldErrors}
              onChange={(change) => setContact((c) => ({ ...c, ...change }))}
              onBack={toSchedule}
              onContinue={continueFromContact}
            />
          )}
          {step === 'payment' && (
            <PaymentStep
              method={method}
              totalCents={quote.totalCents}
              submitting={createBooking.isPending}
              onMethod={setMethod}
              onBack={() => setStep('contact')}
              onContinue={() => void continueFromPayment()}
            />
          )}
          {step === 'checkout' && cardBooking && (
            <CheckoutStep
              booking={cardBooking.booking}
              intentKey={intentAttemptKey(String(cardBooking.booking.id))}
              onBack={() => setStep('payment')}
              onPaid={() => {
                setBooking({ ...cardBooking.booking, paymentStatus: 'paid' });
                setStep('success');
              }}
            />
          )}
          {step === 'success' && booking && <SuccessStep booking={booking} onHome={exit} />}
        </div>
        {step !== 'success' && (
          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            {time && (
              <div className="rounded-xl border bg-card p-5 text-sm shadow-sm">
                <h2 className="font-semibold">Your appointment</h2>
                <p className="mt-1">{formatAppointmentDate(date)}</p>
                <p>{slotWindowLabel(time)}</p>
              </div>
            )}
            <PriceBreakdown quote={quote} title="Order Summary" />
          </aside>
        )}
      </div>
    </section>
  );
}
