import type { ElementType } from 'react';

/** store-staff-assistant.md section 4: four stages, one every 1.5 s, then the features page. */
export const STAGE_MESSAGES = [
  'Getting your personalized experience ready...',
  'Loading Charlotte apartment complexes...',
  'Preparing TV mounting options...',
  'Almost ready!',
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
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 pb-16 text-center">
      <img src="/assets/logo.svg" alt="" width={80} height={80} className="size-20" />
      <Title className="mt-6 text-3xl font-extrabold tracking-tight sm:text-5xl">
        Welcome to {name}
      </Title>
      <p className="mt-3 text-lg text-blue-100">Charlotte&apos;s premier TV mounting service</p>
      <div className="mt-10 flex gap-2" aria-hidden>
        {STAGE_MESSAGES.map((message, index) => (
          <span
            key={message}
            className={`size-2.5 rounded-full transition-colors ${index <= step ? 'bg-blue-300' : 'bg-white/20'}`}
          />
        ))}
      </div>
      <p role="status" className="mt-4 min-h-6 text-base text-blue-100">
        {STAGE_MESSAGES[step]}
      </p>
    </div>
  );
}

/** The overlay's full-screen backdrop, shared by the dialog and the greeting in the page. */
export const WELCOME_SCREEN_CLASS =
  'fixed inset-0 z-[100] flex-col overflow-y-auto bg-gradient-to-br from-slate-950 via-blue-950 to-indigo-950 text-white';

/**
 * The welcome's first stage as the page itself carries it. On a server-rendered page it is
 * painted with the page on a first visit: the head script marks <html> with FIRST_VISIT_CLASS
 * ('welcome-first', written out below for Tailwind; src/domain/site/first-visit.ts) before the
 * first paint. It also stands in (`always`) while the overlay's code loads. Hidden from assistive
 * technology: the dialog that replaces it is what they announce. It keeps the room of the
 * dialog's Skip button, which appears with the dialog, so nothing moves when that takes over.
 */
export function WelcomeSplash({
  name,
  always = false,
}: {
  readonly name: string | undefined;
  readonly always?: boolean;
}) {
  return (
    <div
      aria-hidden
      data-welcome-splash
      className={`${WELCOME_SCREEN_CLASS} ${always ? 'flex' : 'hidden in-[.welcome-first]:flex'}`}
    >
      <div className="h-18 shrink-0" />
      <WelcomeIntro name={name} step={0} Title="p" />
    </div>
  );
}
