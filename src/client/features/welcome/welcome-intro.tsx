import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ElementType } from 'react';
import { WELCOME_SKIP_ATTRIBUTE } from '@/domain/site/first-visit';

/** store-staff-assistant.md section 4: four stages, one every 1.5 s, then the features page. */
export const STAGE_MESSAGES = [
  msg`Getting your personalized experience ready...`,
  msg`Loading Charlotte apartment complexes...`,
  msg`Preparing TV mounting options...`,
  msg`Almost ready!`,
] as const;

/** The welcome's intro stage: logo, greeting, progress dots and the stage's message. */
export function WelcomeIntro({
  name,
  step,
  Title,
}: {
  readonly name: string | undefined;
  readonly step: number;
  /** The greeting's element: the dialog's title, or a plain heading-styled line in the page. */
  readonly Title: ElementType<{ className?: string }>;
}) {
  const { t } = useLingui();
  const message = STAGE_MESSAGES[step];
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 pb-16 text-center">
      <img src="/assets/logo.svg" alt="" width={80} height={80} className="size-20" />
      <Title className="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">
        <Trans>Welcome to {name}</Trans>
      </Title>
      <p className="mt-3 text-lg text-blue-100">
        <Trans>Charlotte&apos;s premier TV mounting service</Trans>
      </p>
      <div className="mt-10 flex gap-2" aria-hidden>
        {STAGE_MESSAGES.map((stage, index) => (
          <span
            key={stage.id}
            className={`size-2.5 rounded-full transition-colors ${index <= step ? 'bg-blue-300' : 'bg-white/20'}`}
          />
        ))}
      </div>
      <p role="status" className="mt-4 min-h-6 text-base text-blue-100">
        {message && t(message)}
      </p>
    </div>
  );
}

/** The overlay's full-screen backdrop, shared by the dialog and the greeting in the page. */
export const WELCOME_SCREEN_CLASS =
  'fixed inset-0 z-[100] flex-col overflow-y-auto bg-gradient-to-br from-slate-950 via-blue-950 to-indigo-950 text-white';

/** The Skip bar at the top of every page of the welcome, kept in view while a page scrolls. */
export const WELCOME_SKIP_BAR_CLASS =
  'sticky top-0 z-10 flex shrink-0 justify-end bg-slate-950/70 p-4 backdrop-blur-sm';

/** Skip's look, shared by the dialog's button and the greeting's (plain classes: no Button code). */
export const WELCOME_SKIP_CLASS =
  'btn btn-ghost btn-size-default text-white hover:bg-white/10 hover:text-white';

/**
 * The welcome's first stage as the page itself carries it. On a server-rendered landing page it
 * is painted with the page on a first visit: the head script marks <html> with FIRST_VISIT_CLASS
 * ('welcome-first', written out below for Tailwind; src/domain/site/first-visit.ts) before the
 * first paint. It also stands in (`always`) while the overlay's code loads. Its Skip works from
 * the first paint (issue 26): before the code has loaded the head script handles the tap
 * (WELCOME_SKIP_ATTRIBUTE), afterwards `onSkip` does as well.
 */
export function WelcomeSplash({
  name,
  always = false,
  onSkip,
}: {
  readonly name: string | undefined;
  readonly always?: boolean;
  readonly onSkip: () => void;
}) {
  return (
    <div
      data-welcome-splash
      className={`${WELCOME_SCREEN_CLASS} ${always ? 'flex' : 'hidden in-[.welcome-first]:flex'}`}
    >
      <div className={WELCOME_SKIP_BAR_CLASS}>
        <button
          type="button"
          {...{ [WELCOME_SKIP_ATTRIBUTE]: '' }}
          className={WELCOME_SKIP_CLASS}
          onClick={onSkip}
        >
          <Trans>Skip</Trans>
        </button>
      </div>
      <WelcomeIntro name={name} step={0} Title="p" />
    </div>
  );
}
