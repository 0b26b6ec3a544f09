import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CheckCircle2, Loader2, Phone, PhoneOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { showAssistant } from '@/client/lib/assistant-visibility';
import { BUSINESS } from '@/domain/catalog/landing';
import { closeCallDialog, restoreCallDialogFocus, useCallDialogOpen } from './call-dialog-store';
import { scrollToSection } from './scroll-to-section';

/** store-staff-assistant.md section 4 (call modal) and section 9 (timings). */
export type CallState = 'idle' | 'dialing' | 'connected' | 'ended';
const DIAL_MS = 2000;
const ENDED_RESET_MS = 1000;

const HELP_TOPICS = ['Pricing quotes', 'Scheduling', 'Technical questions', 'Booking assistance'];

const STATE_LABELS: Record<CallState, string> = {
  idle: 'Ready to call',
  dialing: 'Dialing...',
  connected: 'Connected to the AI voice assistant',
  ended: 'Call ended',
};

/**
 * A simulated call: no telephony is involved. It fails when the browser is offline, which is
 * the one failure a visitor can actually meet; a failure while dialing goes to 'ended'.
 */
function simulateDial(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!navigator.onLine) {
      reject(new Error('offline'));
      return;
    }
    const timer = window.setTimeout(resolve, DIAL_MS);
    signal.addEventListener('abort', () => window.clearTimeout(timer));
  });
}

/** The call dialog opened by the header's Call button and the floating call button. */
export default function CallModal() {
  const open = useCallDialogOpen();
  const [state, setState] = useState<CallState>('idle');
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // Ended -> idle and the dialog closes 1 second later.
  useEffect(() => {
    if (state !== 'ended') return;
    const timer = window.setTimeout(() => {
      setState('idle');
      setFailed(false);
      closeCallDialog();
    }, ENDED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => () => abort.current?.abort(), []);

  function close() {
    abort.current?.abort();
    setState('idle');
    setFailed(false);
    closeCallDialog();
  }

  async function callNow() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFailed(false);
    setState('dialing');
    try {
      await simulateDial(controller.signal);
      if (!controller.signal.aborted) setState('connected');
    } catch {
      if (!controller.signal.aborted) {
        setFailed(true);
        setState('ended');
      }
    }
  }

  function browseServices() {
    close();
    if (pathname !== '/' || !scrollToSection('services')) void navigate('/#services');
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restoreCallDialogFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl"
        >
          <div className="rounded-t-2xl bg-gradient-to-br from-blue-700 to-indigo-800 px-6 pt-6 pb-5 text-center text-white">
            <div className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-white/15">
              <Phone className="size-7" aria-hidden />
            </div>
            <DialogPrimitive.Title className="text-xl font-bold">
              {BUSINESS.name}
            </DialogPrimitive.Title>
            <p className="mt-1 text-lg font-semibold">
              <a href={BUSINESS.telHref} className="underline-offset-4 hover:underline">
                {BUSINESS.phone}
              </a>
            </p>
            <DialogPrimitive.Description className="mt-1 text-sm text-blue-100">
              AI Voice Assistant Available 24/7
            </DialogPrimitive.Description>
          </div>
          <DialogPrimitive.Close className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-white/90 hover:bg-white/15 focus-visible:outline-white">
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close call dialog</span>
          </DialogPrimitive.Close>

          <div className="space-y-5 p-6">
            <p
              role="status"
              className={
                'flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ' +
                (state === 'connected'
                  ? 'bg-green-50 text-green-800'
                  : state === 'ended'
                    ? 'bg-slate-100 text-slate-700'
                    : 'bg-blue-50 text-blue-800')
              }
            >
              {state === 'dialing' && <Loader2 className="size-4 animate-spin" aria-hidden />}
              {state === 'connected' && <CheckCircle2 className="size-4" aria-hidden />}
              {STATE_LABELS[state]}
              {failed && ': the call could not be placed'}
            </p>

            <div>
              <h3 className="text-sm font-semibold text-slate-900">Our assistant can help with</h3>
              <ul className="mt-2 grid grid-cols-2 gap-2 text-sm text-slate-700">
                {HELP_TOPICS.map((topic) => (
                  <li key={topic} className="flex items-center gap-2">
                    <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden />
                    {topic}
                  </li>
                ))}
              </ul>
            </div>

            {state === 'connected' ? (
              <Button
                variant="destructive"
                size="lg"
                className="w-full"
                onClick={() => setState('ended')}
              >
                <PhoneOff aria-hidden />
                End Call
              </Button>
            ) : (
              <Button
                size="lg"
                className="w-full bg-green-700 hover:bg-green-800"
                disabled={state !== 'idle'}
                onClick={() => void callNow()}
              >
                <Phone aria-hidden />
                CALL NOW - FREE
              </Button>
            )}
            <p className="text-center text-xs text-slate-600">
              On a phone? Tap{' '}
              <a href={BUSINESS.telHref} className="font-semibold text-blue-700 underline">
                {BUSINESS.phone}
              </a>{' '}
              to call us directly.
            </p>

            <div className="grid gap-2 border-t border-slate-200 pt-4">
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Other ways to get help
              </p>
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  showAssistant();
                }}
              >
                Use AI Voice Chat Instead
              </Button>
              <Button variant="outline" onClick={browseServices}>
                Browse TV Mounting Services
              </Button>
              <Button variant="ghost" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
