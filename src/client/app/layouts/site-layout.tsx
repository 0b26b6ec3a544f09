import { Suspense, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { PromoBanner } from '@/client/components/layout/promo-banner';
import { SiteFooter } from '@/client/components/layout/site-footer';
import { SiteHeader } from '@/client/components/layout/site-header';
import { useStickyHeight } from '@/client/components/layout/use-sticky-height';
import { WelcomeGate } from '@/client/features/welcome/welcome-gate';
import { LanguageNotice } from '@/client/i18n/language-notice';
import { replayEarlyClick } from '@/client/lib/early-click';

/**
 * Commits with the page inside the boundary below, so its effect runs once the page itself has
 * hydrated (after the header and the router): a button tapped before then is clicked again.
 */
function EarlyClickReplay() {
  useEffect(replayEarlyClick, []);
  return null;
}

/** The public site: sticky header with the promotional banner under it, the page, the footer. */
export function SiteLayout() {
  const sticky = useRef<HTMLDivElement>(null);
  useStickyHeight(sticky);
  return (
    <div className="flex min-h-dvh flex-col">
      <div ref={sticky} data-site-sticky className="sticky top-0 z-40">
        <SiteHeader />
        <LanguageNotice />
        <PromoBanner preset="promotional" label="Promotions" />
      </div>
      <main id="main" className="flex-1">
        {/* Holds the footer down while a page's code arrives; a server-rendered page keeps its
            HTML here until it hydrates (docs/decisions/019). */}
        <Suspense fallback={<div className="min-h-dvh" />}>
          <Outlet />
          <EarlyClickReplay />
        </Suspense>
      </main>
      <SiteFooter />
      <WelcomeGate />
    </div>
  );
}
