import { useEffect, useReducer, useRef, type ComponentType } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { loadLandingCatalog } from '@/client/i18n/catalogs';
import { HeroSection } from './components/hero-section';
import { LaterSection } from './later-section';

/** A section's code with the words of the sections below the hero (the `landing` catalog). */
const section = <T,>(code: Promise<T>, pick: (module: T) => ComponentType) =>
  Promise.all([code, loadLandingCatalog()]).then(([module]) => ({ default: pick(module) }));

// The sections below the hero: each one's code arrives when it is on screen (later-section.tsx).
const zipCheck = () => section(import('./components/zip-check-section'), (m) => m.ZipCheckSection);
const claims = () => section(import('./components/claims-section'), (m) => m.ClaimsSection);
const services = () => section(import('./components/services-section'), (m) => m.ServicesSection);
const gallery = () => section(import('./components/gallery-section'), (m) => m.GallerySection);
const testimonials = () =>
  section(import('./components/testimonials-section'), (m) => m.TestimonialsSection);
const closing = () => section(import('./components/closing-cta'), (m) => m.ClosingCta);

/** The landing page (booking-flow.md section 2); the footer (#contact) comes from the layout. */
export default function LandingPage() {
  const { hash } = useLocation();
  // POP: the page was loaded, or Back or Forward was used; the browser has placed it itself.
  const arrived = useNavigationType();
  // Sections on screen with their code; in an in-app visit they arrive after the page.
  const [sectionsReady, sectionReady] = useReducer((count: number) => count + 1, 0);
  // The anchor last scrolled to and where that left the page (y null: the visitor moved on).
  const scrolledTo = useRef<{ hash: string; y: number | null } | null>(null);
  // The visitor's own hand on the page since that scroll (wheel, touch, keys, a press): the page
  // also moves under sections that settle above and the browser's scroll anchoring, without the
  // visitor having moved on (a loaded /#gallery was left past its heading on a busy machine).
  const touched = useRef(false);
  useEffect(() => {
    const mark = () => {
      touched.current = true;
    };
    const events = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const name of events)
      window.addEventListener(name, mark, { capture: true, passive: true });
    return () => {
      for (const name of events) window.removeEventListener(name, mark, { capture: true });
    };
  }, []);

  // On load (and when a link changes the anchor) scroll to the element the URL hash names, once
  // it is there; again each time a section above it hydrates and moves it, until the visitor
  // moves on. The visitor has moved on when they moved the page from where this left it, when the
  // address bar names another section (scrollToSection replaces it without telling the router:
  // a tap made before a section hydrated is replayed just before that section's onReady), or,
  // on a page the browser placed itself, when it is already a screen or more past the anchor
  // before the first scroll here: the browser goes to a link's anchor while the page's code
  // loads, and a visitor who read on from there (down to the gallery's 'Start Your Project', say)
  // was taken back up at hydration. Less than a screen is the sections above settling while they
  // load, not reading: on a busy machine they left a loaded /#gallery just past its heading.
  useEffect(() => {
    if (!hash || window.location.hash !== hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const last = scrolledTo.current;
    const movedOn = last
      ? last.hash === hash &&
        (last.y === null || (touched.current && Math.abs(window.scrollY - last.y) > 1))
      : arrived === 'POP' && target.getBoundingClientRect().top < -window.innerHeight;
    if (movedOn) {
      scrolledTo.current = { hash, y: null };
      return;
    }
    // At once: the page's smooth scroll-behavior would apply here, and a smooth scroll is cut
    // short when the sections above hydrate under it (the anchor was then left off screen).
    target.scrollIntoView({ behavior: 'instant' });
    scrolledTo.current = { hash, y: window.scrollY };
    touched.current = false;
  }, [hash, arrived, sectionsReady]);

  return (
    <>
      <HeroSection />
      {/* Each section below the hero also hydrates and commits on its own: no single long task
          takes over a phone's main thread. */}
      <LaterSection load={zipCheck} onReady={sectionReady} />
      <LaterSection load={claims} onReady={sectionReady} />
      <LaterSection load={services} onReady={sectionReady} />
      <LaterSection load={gallery} onReady={sectionReady} />
      <LaterSection load={testimonials} onReady={sectionReady} />
      <LaterSection load={closing} onReady={sectionReady} />
    </>
  );
}
