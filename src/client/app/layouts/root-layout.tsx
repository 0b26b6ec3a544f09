import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useCallDialogOpen } from '@/client/components/layout/call-dialog-store';
import { FloatingCallButton } from '@/client/components/layout/floating-call-button';
import { Toaster } from '@/client/components/ui/toaster';
import { useAssistantVisibility } from '@/client/lib/assistant-visibility';

// Neither is on screen when a page opens, so their code loads when first asked for.
const CallModal = lazy(() => import('@/client/components/layout/call-modal'));
const AssistantPanel = lazy(() => import('@/client/components/layout/assistant-panel'));

/** Over every page: the toast area, the floating call button and call dialog, the assistant. */
export function RootLayout() {
  const callOpen = useCallDialogOpen();
  const assistant = useAssistantVisibility();
  // Once opened, the dialog stays mounted so that it can close itself (and animate) normally.
  const [callUsed, setCallUsed] = useState(false);
  if (callOpen && !callUsed) setCallUsed(true);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Outlet />
      <FloatingCallButton />
      <Suspense fallback={null}>
        {callUsed && <CallModal />}
        {assistant.visible && <AssistantPanel />}
      </Suspense>
      <Toaster />
    </>
  );
}
