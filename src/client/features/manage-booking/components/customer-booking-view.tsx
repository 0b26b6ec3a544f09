// The customer's view of a booking (decisions.md "The customer's view of a booking"), shared by
// the manage link and /track: progress, the appointment, what was booked and the payment.
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Clock, MapPin, UserRound, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useLocale } from '@/client/i18n/use-locale';
import { cn } from '@/client/lib/utils';
import type { CustomerBookingView as View } from '@/domain/schemas/manage';
import { currentStepLabel, paymentSummary } from '../lib/booking-view-text';
import { sayServerSentence } from '../lib/server-sentences';
import { BookedItems } from './booked-items';
import { StatusTimeline } from './status-timeline';
import {
  formatCalendarDate,
  formatInstant,
  formatSlotWindow,
} from '@/domain/scheduling/format-date';

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({
  icon: Icon,
  term,
  children,
}: {
  icon: typeof Clock;
  term: string;
  children: ReactNode;
}) {
  // dt and dd stay the only children of their group (axe: dlitem); the icon sits in the dt.
  return (
    <div className="relative min-w-0 pl-8">
      <dt className="text-sm text-muted-foreground">
        <Icon className="absolute top-0.5 left-0 size-5 text-primary" aria-hidden />
        {term}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

const TONE_CLASSES = {
  good: 'border-green-300 bg-green-50 text-green-900',
  neutral: 'border-blue-300 bg-blue-50 text-blue-900',
  bad: 'border-red-300 bg-red-50 text-red-900',
} as const;

export function CustomerBookingView({
  view,
  actions,
}: {
  view: View;
  /** What the customer may still do (the manage link), or how to do it (/track). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const words = useCustomerWords();
  const cancelled = view.status === 'cancelled';
  const payment = paymentSummary(view, i18n);
  const cancelledOn = view.cancelledAt ? formatInstant(view.cancelledAt, 'event', locale) : null;
  // The customer's own words as written; the system's reasons in the page's language.
  const reason = view.cancelReason
    ? sayServerSentence(view.cancelReason, view.cancelReason, { i18n, phone: undefined })
    : null;
  const { method } = payment;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-5 shadow-sm sm:p-6">
        <div>
          <p className="text-sm text-muted-foreground">
            <Trans>Booking reference</Trans>
          </p>
          <p className="text-xl font-bold tracking-wide" data-testid="booking-reference">
            {view.reference}
          </p>
        </div>
        <p
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-semibold',
            cancelled
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-green-300 bg-green-50 text-green-900',
          )}
        >
          <span className="sr-only">{t`Status:`} </span>
          {currentStepLabel(view, words.status)}
        </p>
      </div>

      {cancelled && (
        <div className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="space-y-1">
            <p className="font-semibold">
              {cancelledOn ? (
                <Trans>This booking was cancelled on {cancelledOn}.</Trans>
              ) : (
                <Trans>This booking was cancelled.</Trans>
              )}
            </p>
            {reason && (
              <p>
                <Trans>Reason: {reason}</Trans>
              </p>
            )}
            {view.paymentStatus === 'refunded' && (
              <p className="font-semibold">
                <Trans>Your payment has been refunded.</Trans>
              </p>
            )}
          </div>
        </div>
      )}

      {actions}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <Panel title={t`Appointment`} id="booking-appointment">
            <dl className="grid gap-4">
              <Fact icon={CalendarDays} term={t`Date`}>
                <span className={cn(cancelled && 'line-through')}>
                  {formatCalendarDate(view.appointmentDate, 'long', undefined, locale)}
                </span>
              </Fact>
              <Fact icon={Clock} term={t`Arrival window`}>
                <span className={cn(cancelled && 'line-through')} data-testid="arrival-window">
                  {formatSlotWindow(view.appointmentTime, locale)}
                </span>
              </Fact>
              <Fact icon={MapPin} term={t`Address`}>
                {view.address}
              </Fact>
              <Fact icon={UserRound} term={t`Technician`}>
                {view.technicianFirstName ?? t`Not assigned yet`}
              </Fact>
            </dl>
          </Panel>
          <Panel title={t`Progress`} id="booking-progress">
            <StatusTimeline view={view} />
          </Panel>
        </div>
        <div className="space-y-5">
          <Panel title={t`What you booked`} id="booking-items">
            <BookedItems view={view} />
          </Panel>
          <Panel title={t`Payment`} id="booking-payment">
            <div className={cn('rounded-lg border p-4', TONE_CLASSES[payment.tone])}>
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-lg font-bold" data-testid="payment-status">
                  {payment.label}
                </span>
                <span className="text-sm">
                  <Trans>Method: {method}</Trans>
                </span>
              </p>
              <p className="mt-1 text-sm">{payment.note}</p>
            </div>
          </Panel>
        </div>
      </div>
    </div>
  );
}
