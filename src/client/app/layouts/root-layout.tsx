import { Outlet } from 'react-router';
import { Toaster } from '@/client/components/ui/toaster';

/** Over every page: the toast area (and later the floating assistant and call button). */
export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Outlet />
      <Toaster />
    </>
  );
}
