import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Building2, CalendarClock, CreditCard, Headphones, ShieldCheck, Tv } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { BUSINESS_HOURS_TEXT } from '@/client/components/layout/business-hours';
import { useBusiness } from '@/client/lib/use-business';
import { COMPLEX_COUNT } from '@/domain/catalog/landing';
import {
  WELCOME_SCREEN_CLASS,
  WELCOME_SKIP_BAR_CLASS,
  WELCOME_SKIP_CLASS,
  WelcomeIntro,
} from './welcome-intro';

/** One stage every 1.5 s (store-staff-assistant.md section 4). */
const STEP_MS = 1500;

/** The features page's claims; `hours` stands for the opening hours (BUSINESS_HOURS_TEXT). */
export const WELCOME_FEATURES: readonly {
  icon: typeof ShieldCheck;
  title: MessageDescriptor;
  text: (hours: string) => MessageDescriptor;
}[] = [
  {
    icon: ShieldCheck,
    title: msg`Lifetime Warranty`,
    text: () => msg`Every mounting is guaranteed for life.`,
  },
  { icon: CalendarClock, title: msg`Same-Day Service`, text: (hours) => msg`Open ${hours}.` },
  {
    icon: Building2,
    title: msg`${COMPLEX_COUNT} Apartment Complexes`,
    text: () => msg`We know your building and its walls.`,
  },
  {
    icon: Tv,
    title: msg`Every TV and Wall`,
    text: () => msg`All TV sizes, drywall to brick and stone.`,
  },
  {
    icon: Headphones,
    title: msg`24/7 Support`,
    text: () => msg`Our AI chat assistant answers any time with exact prices and open times.`,
  },
  {
    icon: CreditCard,
    title: msg`Pay Your Way`,
    text: () => msg`Card, cash on completion, or Afterpay in 4 payments.`,
  },
];

interface WelcomeOverlayProps {
  /** 'completed' after Get Started, 'skipped' after Skip or Escape. */
  readonly onDone: (how: 'completed' | 'skipped') => void;
  /** Where focus goes once it has closed (the page's heading, not the body). */
  readonly onClosed?: () => void;
}

/** The full-screen welcome: intro stages, then 'Why Choose Charlotte TV Mounting?'. */
export default function WelcomeOverlay({ onDone, onClosed }: WelcomeOverlayProps) {
  const { t } = useLingui();
  const business = useBusiness();
  const name = business?.name;
  const hours = t(BUSINESS_HOURS_TEXT);
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
              <Trans>Skip</Trans>
            </button>
          </div>

          {onFeatures ? (
            <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center-safe px-5 pb-12">
              <DialogPrimitive.Title
                ref={featuresTitle}
                tabIndex={-1}
                className="text-center outline-none text-3xl font-extrabold tracking-tight sm:text-4xl"
              >
                <Trans>Why Choose {name}?</Trans>
              </DialogPrimitive.Title>
              <ul className="mt-8 grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {WELCOME_FEATURES.map(({ icon: Icon, title, text }) => (
                  <li key={title.id} className="rounded-xl border border-white/10 bg-white/5 p-4">
                    <Icon className="size-6 text-blue-300" aria-hidden />
                    <p className="mt-2 font-bold">{t(title)}</p>
                    <p className="mt-1 text-sm text-blue-100">{t(text(hours))}</p>
                  </li>
                ))}
              </ul>
              <Button
                size="lg"
                onClick={() => onDone('completed')}
                className="mt-8 bg-white px-10 text-blue-900 hover:bg-blue-50"
              >
                <Trans>Get Started</Trans>
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
