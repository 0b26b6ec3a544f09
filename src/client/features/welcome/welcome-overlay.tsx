import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Building2, CalendarClock, CreditCard, Headphones, ShieldCheck, Tv } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useBusiness } from '@/client/lib/use-business';
import { COMPLEX_COUNT } from '@/domain/catalog/landing';
import { BUSINESS_HOURS } from '@/domain/scheduling/business-hours';
import {
  WELCOME_SCREEN_CLASS,
  WELCOME_SKIP_BAR_CLASS,
  WELCOME_SKIP_CLASS,
  WelcomeIntro,
} from './welcome-intro';

/** One stage every 1.5 s (store-staff-assistant.md section 4). */
const STEP_MS = 1500;

export const WELCOME_FEATURES = [
  { icon: ShieldCheck, title: 'Lifetime Warranty', text: 'Every mounting is guaranteed for life.' },
  { icon: CalendarClock, title: 'Same-Day Service', text: `Open ${BUSINESS_HOURS}.` },
  {
    icon: Building2,
    title: `${COMPLEX_COUNT} Apartment Complexes`,
    text: 'We know your building and its walls.',
  },
  { icon: Tv, title: 'Every TV and Wall', text: 'All TV sizes, drywall to brick and stone.' },
  {
    icon: Headphones,
    title: '24/7 Support',
    text: 'Our AI chat assistant answers any time with exact prices and open times.',
  },
  {
    icon: CreditCard,
    title: 'Pay Your Way',
    text: 'Card, cash on completion, or Afterpay in 4 payments.',
  },
] as const;

interface WelcomeOverlayProps {
  /** 'completed' after Get Started, 'skipped' after Skip or Escape. */
  readonly onDone: (how: 'completed' | 'skipped') => void;
  /** Where focus goes once it has closed (the page's heading, not the body). */
  readonly onClosed?: () => void;
}

/** The full-screen welcome: intro stages, then 'Why Choose Charlotte TV Mounting?'. */
export default function WelcomeOverlay({ onDone, onClosed }: WelcomeOverlayProps) {
  const business = useBusiness();
  // 0-3: intro stages; 4: the features page. Reduced motion skips the timed stages (issue 12).
  const [step, setStep] = useState(() =>
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      ? 4
      : 0,
  );

  useEffect(() => {
    if (step >= 4) return;
    const timer = window.setTimeout(() => setStep((current) => current + 1), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [step]);

  const onFeatures = step >= 4;
  const screen = useRef<HTMLDivElement>(null);
  const featuresTitle = useRef<HTMLHeadingElement>(null);
  // Each page opens at its top with Skip in view, on a phone too (issue 26): the features page
  // used to open scrolled to its Get Started button. Focus goes to the new page's heading.
  useEffect(() => {
    screen.current?.scrollTo({ top: 0 });
    if (onFeatures) featuresTitle.current?.focus({ preventScroll: true });
  }, [onFeatures]);

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => (open ? undefined : onDone('skipped'))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          ref={screen}
          aria-describedby={undefined}
          className={`${WELCOME_SCREEN_CLASS} flex`}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed?.();
          }}
        >
          <div className={WELCOME_SKIP_BAR_CLASS}>
            <button type="button" onClick={() => onDone('skipped')} className={WELCOME_SKIP_CLASS}>
              Skip
            </button>
          </div>

          {onFeatures ? (
            <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center-safe px-5 pb-12">
              <DialogPrimitive.Title
                ref={featuresTitle}
                tabIndex={-1}
                className="text-center outline-none text-3xl font-extrabold tracking-tight sm:text-4xl"
              >
                Why Choose {business?.name}?
              </DialogPrimitive.Title>
              <ul className="mt-8 grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {WELCOME_FEATURES.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="rounded-xl border border-white/10 bg-white/5 p-4">
                    <Icon className="size-6 text-blue-300" aria-hidden />
                    <p className="mt-2 font-bold">{title}</p>
                    <p className="mt-1 text-sm text-blue-100">{text}</p>
                  </li>
                ))}
              </ul>
              <Button
                size="lg"
                onClick={() => onDone('completed')}
                className="mt-8 bg-white px-10 text-blue-900 hover:bg-blue-50"
              >
                Get Started
              </Button>
            </div>
          ) : (
            <WelcomeIntro name={business?.name} step={step} Title={DialogPrimitive.Title} />
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
