import { CheckCircle2, Circle } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { DialogPanel } from '@/client/components/ui/dialog';
import { PROGRESS_STEP_TITLES } from '@/domain/bookings/status-labels';
import { DemoFrame } from './demo-frame';

/** store-staff-assistant.md section 2: the six steps of a job, in the one vocabulary. */
const PROGRESS_STEPS = PROGRESS_STEP_TITLES;
/** Section 9: one step per 0.8 s, the details block after 2 s. */
const STEP_MS = 800;
const DETAILS_MS = 2000;

const SAMPLE = {
  bookingId: 'CTM-DEMO42',
  customer: 'Jamie Rivera',
  date: 'Saturday, November 28',
  time: '2:00 PM - 4:00 PM',
  technician: 'Mike Johnson',
  currentStep: 3,
};

/** The details block: the sample booking, then the step it is at. */
const DETAILS = [
  ['Booking', SAMPLE.bookingId],
  ['Customer', SAMPLE.customer],
  ['Date', SAMPLE.date],
  ['Time', SAMPLE.time],
  ['Technician', SAMPLE.technician],
  ['Current step', `${SAMPLE.currentStep}. ${PROGRESS_STEPS[SAMPLE.currentStep - 1]}`],
] as const;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function Tracker() {
  // Without motion the tracker opens at its end state.
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? SAMPLE.currentStep : 0));
  const [details, setDetails] = useState(prefersReducedMotion);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const step = window.setInterval(
      () => setShown((n) => (n < SAMPLE.currentStep ? n + 1 : n)),
      STEP_MS,
    );
    const later = window.setTimeout(() => setDetails(true), DETAILS_MS);
    return () => {
      window.clearInterval(step);
      window.clearTimeout(later);
    };
  }, []);
  return (
    <>
      <ol className="grid gap-2" aria-label="Progress">
        {PROGRESS_STEPS.map((label, index) => {
          const number = index + 1;
          const done = number <= shown;
          const current = number === SAMPLE.currentStep;
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className={`flex items-center gap-3 rounded-md px-3 py-2 ${current ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-800'}`}
            >
              {done ? (
                <CheckCircle2 className="size-5 text-green-700" aria-hidden />
              ) : (
                <Circle className="size-5 text-slate-400" aria-hidden />
              )}
              <span>
                {number}. {label}
                {current ? ' (current step)' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {details && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-slate-50 p-4 text-sm">
          {DETAILS.map(([term, value]) => (
            <Fragment key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
}

/** /progress-demo: the service progress tracker with sample data. */
export default function ProgressDemoPage() {
  const [open, setOpen] = useState(false);
  return (
    <DemoFrame
      title="Service Progress Tracker Demo"
      intro="The six steps a customer follows from booking to payment, with a sample booking."
    >
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Steps">
        {PROGRESS_STEPS.map((label, index) => (
          <li key={label} className="rounded-lg border border-slate-200 bg-white p-4">
            <span className="text-sm font-bold text-blue-800">Step {index + 1}</span>
            <p className="font-semibold text-slate-950">{label}</p>
          </li>
        ))}
      </ol>
      <Button className="mt-6" onClick={() => setOpen(true)}>
        Show Progress Tracker
      </Button>
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        title="Service Progress"
        description={`Sample booking ${SAMPLE.bookingId} (demonstration data).`}
      >
        {open && <Tracker />}
      </DialogPanel>
    </DemoFrame>
  );
}
