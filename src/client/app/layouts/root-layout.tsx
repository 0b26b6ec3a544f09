import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useHref, useLocation } from 'react-router';
import { metaFor } from '@/domain/site/page-meta';
import { useCallDialogOpen } from '@/client/components/layout/call-dialog-store';
import { AssistantLauncher } from '@/client/components/layout/assistant-launcher';
import { FloatingCallButton } from '@/client/components/layout/floating-call-button';
import { useToasts } from '@/client/components/ui/use-toast';
import { useAssistantVisibility } from '@/client/lib/assistant-visibility';
import { withDialogWords } from '@/client/i18n/catalogs';
import { lazyWithQueries } from '@/client/lib/lazy-with-queries';
import { isStaffPath } from '@/client/lib/site-mode';

// Neither is on screen when a page opens, so their code loads when first asked for.
const CallModal = lazy(() => withDialogWords(import('@/client/components/layout/call-modal')));
// The assistant can book (its booking form asks the server): it arrives with the query client.
const AssistantPanel = lazyWithQueries(
  () => import('@/client/components/assistant/panel/assistant-panel'),
);
// The toast area (Radix Toast, ~10 KiB gzip) loads with the first notice, not with the page.
const Toaster = lazy(() =>
  withDialogWords(import('@/client/components/ui/toaster')).then((module) => ({
    default: module.Toaster,
  })),
);

/** Over every page: the toast area, the floating call button and call dialog, the assistant. */
export function RootLayout() {
  const { pathname } = useLocation();
  // The whole path, /es included even when the router's basename holds it: the title is in the
  // page's language (page-meta.ts reads it from the path).
  const fullPath = useHref(pathname);
  // The server wrote the first page's title; moving between pages keeps it in step (a page that
  // names itself more precisely sets its own afterwards, in an ordinary effect).
  useLayoutEffect(() => {
    document.title = metaFor(fullPath).title;
  }, [fullPath]);
  const callOpen = useCallDialogOpen();
  const assistant = useAssistantVisibility();
  // Staff pages carry neither the customer's call button nor the assistant (issue 16).
  const customerExtras = !isStaffPath(pathname);
  // Once opened, the dialog stays mounted so that it can close itself (and animate) normally.
  const [callUsed, setCallUsed] = useState(false);
  if (callOpen && !callUsed) setCallUsed(true);
  const toasts = useToasts();
  const [toasterUsed, setToasterUsed] = useState(false);
  if (toasts.length > 0 && !toasterUsed) setToasterUsed(true);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        <Trans>Skip to content</Trans>
      </a>
      {/* A staff portal or demo page is fetched when opened (routes.tsx). */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      {customerExtras && <FloatingCallButton />}
      {/* One boundary each, so that one loading never hides another that is on screen. */}
      <Suspense fallback={null}>{callUsed && <CallModal />}</Suspense>
      {/* Starts visible as its title bar; the conversation loads when it is opened. */}
      {customerExtras && assistant.visible && !assistant.expanded && <AssistantLauncher />}
      <Suspense fallback={<AssistantLauncher />}>
        {customerExtras && assistant.visible && assistant.expanded && <AssistantPanel />}
      </Suspense>
      <Suspense fallback={null}>{toasterUsed && <Toaster />}</Suspense>
    </>
  );
}
