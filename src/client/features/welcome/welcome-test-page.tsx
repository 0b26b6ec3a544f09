import { withDialogWords } from '@/client/i18n/catalogs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { FIRST_TIME_USER_KEY, WELCOME_SHOWN_KEY } from '@/domain/site/first-visit';
import {
  FLAGS_CHANGED_EVENT,
  markReturningUser,
  markWelcomeShown,
  readFlags,
  resetWelcomeFlags,
} from './welcome-flags';

const WelcomeOverlay = lazy(() => withDialogWords(import('./welcome-overlay')));

/** /welcome-test (store-staff-assistant.md section 2): the stored flags and four buttons. */
export default function WelcomeTestPage() {
  const [flags, setFlags] = useState(readFlags);
  const [playing, setPlaying] = useState(false);

  // The welcome over this page writes the flags too; show its writes as they happen.
  useEffect(() => {
    const refresh = () => setFlags(readFlags());
    window.addEventListener(FLAGS_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(FLAGS_CHANGED_EVENT, refresh);
  }, []);

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Welcome Animation Test
      </h1>
      <p className="mt-2 text-slate-600">
        The welcome shows once, to a first-time visitor. These controls replay it and change the
        stored flags.
      </p>

      <h2 className="mt-8 text-lg font-bold text-slate-900">Stored flags</h2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm">
        {[
          [FIRST_TIME_USER_KEY, flags.firstTimeUser],
          [WELCOME_SHOWN_KEY, flags.welcomeShown],
        ].map(([key, value]) => (
          <div key={key} className="flex items-center justify-between gap-4 px-4 py-3">
            <dt className="font-mono text-slate-700">{key}</dt>
            <dd className="font-mono font-semibold text-slate-900">{value ?? 'not set'}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Button onClick={() => setPlaying(true)}>Test Animation</Button>
        <Button
          variant="outline"
          className="h-auto min-h-10 whitespace-normal"
          onClick={() => {
            resetWelcomeFlags();
            window.location.reload();
          }}
        >
          Show Welcome Animation (Reset &amp; Reload)
        </Button>
        <Button
          variant="outline"
          className="h-auto min-h-10 whitespace-normal"
          onClick={() => {
            window.localStorage.clear();
            window.location.reload();
          }}
        >
          Clear Storage &amp; Reload
        </Button>
        <Button
          variant="outline"
          className="h-auto min-h-10 whitespace-normal"
          onClick={() => {
            markReturningUser();
          }}
        >
          Mark as Returning User
        </Button>
      </div>

      {playing && (
        <Suspense fallback={null}>
          <WelcomeOverlay
            onDone={() => {
              markWelcomeShown();
              setPlaying(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
