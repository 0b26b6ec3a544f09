import { lazy, Suspense } from 'react';
import LandingPage from '@/client/features/landing/landing-page';
import { useSiteMode } from '@/client/lib/site-mode';

// The builder is not what a visitor sees first, so its code loads when it is opened.
const BookingFlow = lazy(() => import('@/client/features/booking/booking-flow'));

function BuilderLoading() {
  return (
    <div role="status" className="mx-auto max-w-3xl px-4 py-24 text-center text-slate-600">
      Loading the Mount Builder...
    </div>
  );
}

/**
 * '/': the landing page, or in builder mode the booking flow, on the same path
 * (booking-flow.md section 2 switches the booking screens by in-page state).
 */
export default function HomePage() {
  const { mode } = useSiteMode();
  if (mode === 'builder') {
    return (
      <Suspense fallback={<BuilderLoading />}>
        <BookingFlow />
      </Suspense>
    );
  }
  return <LandingPage />;
}
