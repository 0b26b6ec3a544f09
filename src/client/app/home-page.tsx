import LandingPage from '@/client/features/landing/landing-page';

/**
 * '/': the landing page. The booking screens have their own lazily loaded URLs under /book
 * (routes.tsx; docs/decisions/015), so the landing page's first load carries none of their code.
 */
export default function HomePage() {
  return <LandingPage />;
}
