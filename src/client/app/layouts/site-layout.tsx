import { Outlet } from 'react-router';
import { SiteHeader } from '@/client/components/layout/site-header';

/** The public site: sticky header, then the page. */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
