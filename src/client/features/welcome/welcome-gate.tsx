import { lazy, Suspense, useEffect, useState } from 'react';
import { markWelcomeShown, shouldShowWelcome } from './welcome-flags';

const WelcomeOverlay = lazy(() => import('./welcome-overlay'));

/**
 * Shows the welcome once to a first-time visitor (rules in welcome-flags.ts). Decided after the
 * first paint: the server-rendered page is the same for everyone, so the first render matches it
 * (hydration), and the overlay's code is fetched only then, never before the page is on screen.
 */
export function WelcomeGate() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (shouldShowWelcome()) setShow(true);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeOverlay
        onDone={() => {
          markWelcomeShown();
          setShow(false);
        }}
      />
    </Suspense>
  );
}
