import { withDialogWords } from '@/client/i18n/catalogs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useBusiness } from '@/client/lib/use-business';
import { FIRST_VISIT_CLASS, isWelcomePath } from '@/domain/site/first-visit';
import { markReturningUser, markWelcomeShown, shouldShowWelcome } from './welcome-flags';
import { WelcomeSplash } from './welcome-intro';

const WelcomeOverlay = lazy(() => withDialogWords(import('./welcome-overlay')));

/**
 * After the welcome, focus goes to the page's own heading rather than to the body (issue 26):
 * a keyboard or screen-reader user starts at the top of the page they came for.
 */
function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('#main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/**
 * Shows the welcome once to a first-time visitor of the landing page (rules in welcome-flags.ts;
 * a deep link never greets, issue 26). Until it is decided, the page carries the greeting,
 * painted at once on a first visit (WelcomeSplash); the decision comes after the first paint,
 * since the server-rendered page is the same for everyone and the first render must match it
 * (hydration). The overlay's code is fetched only then, with the greeting standing in until it
 * arrives.
 */
export function WelcomeGate() {
  const business = useBusiness();
  const { pathname } = useLocation();
  const [show, setShow] = useState<boolean>();
  // Decided once, on the page the visit opened with; /welcome-test exists to replay it.
  const [landing] = useState(() => isWelcomePath(pathname) || pathname === '/welcome-test');
  useEffect(() => {
    // A deep link still counts as the first visit (the flag is stored): its visitor is not
    // greeted later on the landing page either.
    const frame = requestAnimationFrame(() => {
      const firstVisit = shouldShowWelcome();
      setShow(landing && firstVisit);
    });
    return () => cancelAnimationFrame(frame);
  }, [landing]);
  // Once decided, the mark on <html> has done its work: the greeting that needed it is gone
  // (replaced by the one standing in for the overlay, or by nothing) in the same commit.
  useEffect(() => {
    if (show !== undefined) document.documentElement.classList.remove(FIRST_VISIT_CLASS);
  }, [show]);
  const done = (how: 'completed' | 'skipped') => {
    markWelcomeShown();
    setShow(false);
    // The overlay hands focus back itself; the greeting had none to hand back.
    if (how === 'skipped') requestAnimationFrame(focusPageHeading);
  };
  if (show === undefined)
    return (
      <WelcomeSplash
        name={business?.name}
        onSkip={() => {
          markReturningUser();
          document.documentElement.classList.remove(FIRST_VISIT_CLASS);
        }}
      />
    );
  if (!show) return null;
  return (
    <Suspense
      fallback={<WelcomeSplash name={business?.name} always onSkip={() => done('skipped')} />}
    >
      <WelcomeOverlay onDone={done} onClosed={focusPageHeading} />
    </Suspense>
  );
}
