import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { replayEarlyClickWithin } from '@/client/lib/early-click';

/**
 * A landing-page section below the fold whose code is fetched once any of it is on screen (as
 * Astro's client:visible islands; each chunk is a few KiB): the first load carries only what the
 * first screen needs (issue 17). Until then React leaves the server's HTML as it is (a Suspense
 * boundary whose code is missing stays dehydrated) and the wrapper is marked
 * `data-hydrate-pending`: the head script holds a tap on one of its buttons (React does not
 * replay a click on content it has not hydrated), made again once the section has hydrated.
 * Rendered in the browser (an in-app visit), the code is fetched at once.
 */
export const LaterSection = memo(function LaterSection({
  load,
  onReady,
}: {
  load: () => Promise<{ default: ComponentType }>;
  /** Called once the section is on screen with its code (the landing page's anchor scroll). */
  onReady: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(true);
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  });
  const [Section] = useState(() =>
    lazy(async () => {
      // The server renders every section in full; only the browser waits.
      if (typeof window !== 'undefined') await gate.opened;
      const { default: Loaded } = await load();
      function Ready() {
        useLayoutEffect(() => setPending(false), []);
        return <Loaded />;
      }
      return { default: Ready };
    }),
  );

  useLayoutEffect(() => {
    const element = box.current;
    // No server HTML inside: this is an in-app visit, nothing to wait for.
    if (!element?.firstElementChild || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    });
    observer.observe(element);
    // A move within the page (Back, Forward, a typed #anchor) is a router transition, and React
    // holds a transition until every section it reaches has hydrated (the links inside read the
    // location): such a move fetches every section at once instead of waiting for the screen.
    window.addEventListener('popstate', gate.open);
    return () => {
      observer.disconnect();
      window.removeEventListener('popstate', gate.open);
    };
  }, [gate]);

  useEffect(() => {
    if (pending || !box.current) return;
    replayEarlyClickWithin(box.current);
    // A transition: an urgent update reaching a section still waiting for its code would make
    // React drop that section's server HTML and render it empty until the code arrives.
    startTransition(onReady);
  }, [pending, onReady]);

  return (
    <div ref={box} data-hydrate-pending={pending ? '' : undefined}>
      <Suspense>
        <Section />
      </Suspense>
    </div>
  );
});
