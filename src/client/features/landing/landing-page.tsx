import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ClaimsSection } from './components/claims-section';
import { ClosingCta } from './components/closing-cta';
import { GallerySection } from './components/gallery-section';
import { HeroSection } from './components/hero-section';
import { ServicesSection } from './components/services-section';
import { TestimonialsSection } from './components/testimonials-section';

/** The landing page (booking-flow.md section 2); the footer (#contact) comes from the layout. */
export default function LandingPage() {
  const { hash } = useLocation();

  // On load (and when a link changes the anchor) scroll to the element the URL hash names.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <HeroSection />
      {/* Each section below the hero hydrates and commits on its own (a tap on one still
          hydrates it first): no single long task takes over a phone's main thread. */}
      <Suspense>
        <ClaimsSection />
      </Suspense>
      <Suspense>
        <ServicesSection />
      </Suspense>
      <Suspense>
        <GallerySection />
      </Suspense>
      <Suspense>
        <TestimonialsSection />
      </Suspense>
      <Suspense>
        <ClosingCta />
      </Suspense>
    </>
  );
}
