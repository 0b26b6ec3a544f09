// The Service Progress modal (booking-flow.md sections 2 item 10 and 4 "Progress timeline").
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Mail, Phone } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import { DialogPanel } from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/utils';
import { useCustomerWords } from '@/client/i18n/use-customer-words';
import { useBusiness } from '@/client/lib/use-business';
import { paymentStep } from '@/domain/bookings/status-labels';
import type { PaymentMethod, PaymentStatus } from '@/domain/schemas/booking';

/** The line under each of the six steps (the step names are the domain's status words). */
const DETAILS = [
  msg`We have your appointment.`,
  msg`Estimated 24-48 hours before your appointment.`,
  msg`30 minutes before your arrival window.`,
  msg`1-2 hours.`,
  msg`Everything mounted, connected and tested.`,
  msg`Your payment is settled.`,
] as const;
const STEP_COUNT = DETAILS.length;

const STEP_MS = 800;
const DETAILS_MS = 2000;

export interface ServiceProgressProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The booking's public reference (never the internal id). */
  readonly reference: string;
  readonly customerName?: string | undefined;
  readonly appointmentDate?: string | undefined;
  readonly appointmentTime?: string | undefined;
  readonly technicianName?: string | undefined;
  /** 1 to 6. */
  readonly currentStep: number;
  /** The payment step (6) follows the booking's payment, not the counter (issue 26). */
  readonly payment?: { status: PaymentStatus; method: PaymentMethod } | undefined;
}

export function ServiceProgressModal(props: ServiceProgressProps) {
  const { t } = useLingui();
  const reference = props.reference;
  return (
    <DialogPanel
      open={props.open}
      onOpenChange={props.onOpenChange}
      className="max-w-md"
      title={t`Service Progress`}
      description={t`Booking ${reference}`}
    >
      {props.open && <ProgressBody {...props} />}
    </DialogPanel>
  );
}

function ProgressBody({
  reference,
  customerName,
  appointmentDate,
  appointmentTime,
  technicianName,
  currentStep,
  payment,
}: ServiceProgressProps) {
  const { status: words } = useCustomerWords();
  const paid = payment
    ? paymentStep({ paymentStatus: payment.status, paymentMethod: payment.method }, words)
    : null;
  // The spec's six steps, in the words of src/domain/bookings/status-labels.ts.
  const steps = words.progressSteps.map((title, index) => ({ title, detail: DETAILS[index] }));
  const business = useBusiness();
  const { t } = useLingui();
  const statusWords = { completed: t`completed`, current: t`current`, pending: t`pending` };
  // The counter reveals one step every 0.8 s; the details block follows after 2 s.
  // Reduced motion: every step and the details at once, nothing revealed on a timer (issue 12).
  const [reduced] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const [shown, setShown] = useState(reduced ? STEP_COUNT : 0);
  const [details, setDetails] = useState(reduced);
  useEffect(() => {
    if (reduced) return;
    const interval = setInterval(() => setShown((n) => (n >= STEP_COUNT ? n : n + 1)), STEP_MS);
    const timeout = setTimeout(() => setDetails(true), DETAILS_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(timeout);
    };
  }, [reduced]);

  return (
    <>
      <ol className="space-y-3">
        {steps.map((step, index) => {
          const number = index + 1;
          const isPayment = number === STEP_COUNT && paid !== null;
          const status = isPayment
            ? paid.done
              ? 'completed'
              : 'pending'
            : number < currentStep
              ? 'completed'
              : number === currentStep
                ? 'current'
                : 'pending';
          const detail = isPayment ? paid.detail : step.detail ? t(step.detail) : '';
          return (
            <li
              key={step.title}
              className={cn(
                'flex items-start gap-3 transition-all duration-500',
                index < shown ? 'translate-y-0 opacity-100' : 'translate-y-1 opacity-0',
              )}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  status === 'completed' && 'border-success bg-success text-white',
                  status === 'current' && 'border-primary bg-primary text-primary-foreground',
                  status === 'pending' && 'border-border text-muted-foreground',
                )}
              >
                {status === 'completed' ? <Check className="size-4" aria-hidden /> : number}
              </span>
              <div>
                <p className="font-medium">
                  {step.title}
                  <span className="sr-only"> ({statusWords[status]})</span>
                  {status === 'current' && (
                    <span className="ml-2 rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
                      <Trans>Current</Trans>
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">{detail}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {details && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-secondary p-4 text-sm">
          <dt className="text-muted-foreground">
            <Trans>Reference</Trans>
          </dt>
          <dd className="font-medium">{reference}</dd>
          {(
            [
              [t`Customer`, customerName],
              [t`Date`, appointmentDate],
              [t`Time`, appointmentTime],
              [t`Technician`, technicianName],
            ] as const
          ).map(
            ([term, value]) =>
              value && (
                <Fragment key={term}>
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="font-medium">{value}</dd>
                </Fragment>
              ),
          )}
        </dl>
      )}
      <div className="rounded-lg border p-4 text-sm">
        <p className="font-semibold">
          <Trans>Need help?</Trans>
        </p>
        <p className="mt-2 flex items-center gap-2">
          <Phone className="size-4 text-primary" aria-hidden />
          <a className="text-primary underline-offset-4 hover:underline" href={business?.telHref}>
            {business?.phone}
          </a>
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Mail className="size-4 text-primary" aria-hidden />
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={business ? `mailto:${business.email}` : undefined}
          >
            {business?.email}
          </a>
        </p>
      </div>
    </>
  );
}
