import { lazy, Suspense, useEffect, useState } from 'react';
import { useBusiness } from '@/client/lib/use-business';
import { FIRST_VISIT_CLASS } from '@/domain/site/first-visit';
import { shouldShowWelcome, markWelcomeShown } from './welcome-flags';
import { WelcomeSplash } from './welcome-intro';

const WelcomeOverlay = lazy(() => import('./welcome-overlay'));

/**
 * Shows the welcome once to a first-time visitor (rules in welcome-flags.ts). Until it is
 * decided, the page carries the greeting, painted at once on a first visit (WelcomeSplash); the
 * decision comes after the first paint, since the server-rendered page is the same for everyone
 * and the first render must match it (hydration). The overlay's code is fetched only then, with
 * the greeting standing in until it arrives.
 */
export function WelcomeGate() {
  const business = useBusiness();
  const [show, setShow] = useState<boolean>();
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShow(shouldShowWelcome()));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Once decided, the mark on <html> has done its work: the greeting that needed it is gone
  // (replaced by the one standing in for the overlay, or by nothing) in the same commit.
  useEffect(() => {
    if (show !== undefined) document.documentElement.classList.remove(FIRST_VISIT_CLASS);
  }, [show]);
  if (show === undefined) return <WelcomeSplash name={business?.name} />;
  if (!show) return null;
  return (
    <Suspense fallback={<WelcomeSplash name={business?.name} always />}>
      <WelcomeOverlay
        onDone={() => {
          markWelcomeShown();
          setShow(false);
        }}
      />
    </Suspense>
  );
}
