import { useEffect, useRef, useState } from 'react';

/**
 * The spec's simulated call (store-staff-assistant.md sections 4 and 9): idle, dialing, connected
 * after 2 s, ended on End Call, idle again 1 s later. No telephony is involved, so it is used
 * only where the screen says it is a demonstration (/aivah-demo's phone interface).
 */
export type CallState = 'idle' | 'dialing' | 'connected' | 'ended';
export const DIAL_MS = 2000;
export const ENDED_RESET_MS = 1000;

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

export function useSimulatedCall() {
  const [state, setState] = useState<CallState>('idle');
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (state !== 'ended') return;
    const timer = window.setTimeout(() => {
      setState('idle');
      setFailed(false);
    }, ENDED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => () => abort.current?.abort(), []);

  async function dial() {
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

  return {
    state,
    failed,
    dial: () => void dial(),
    end: () => setState('ended'),
    reset: () => {
      abort.current?.abort();
      setState('idle');
      setFailed(false);
    },
  };
}
