import { lazy, Suspense, useState } from 'react';
import { markWelcomeShown, shouldShowWelcome } from './welcome-flags';

const WelcomeOverlay = lazy(() => import('./welcome-overlay'));

/**
 * Shows the welcome once to a first-time visitor (rules in welcome-flags.ts, including why it
 * stays away from automated browsers). The overlay's code loads only when it is shown.
 */
export function WelcomeGate() {
  const [show, setShow] = useState(shouldShowWelcome);
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
