// The third-party avatar agent (store-staff-assistant.md sections 2, 4, 7, 8, 9), loaded only when
// DID_AGENT_ID and DID_CLIENT_KEY are set (decisions.md "Assistant"): a module script in the
// head with its attributes, 'Loading AI Assistant...', a 10-second time-out, an error with
// 'Try Again', the init call about 1 s after load, then the booking-complete listener.
import { useSyncExternalStore } from 'react';
import { initAvatarAgent, type AvatarAgentConfig } from '@/client/api/assistant';

export const AVATAR_SCRIPT_SRC = 'https://agent.d-id.com/v2/index.js';
export const AVATAR_LOAD_TIMEOUT_MS = 10_000;
export const AVATAR_INIT_DELAY_MS = 1000;
export const BOOKING_COMPLETE_EVENT = 'did-agent-booking-complete';

export type AvatarState =
  | { readonly status: 'off' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'error'; readonly message: string };

let state: AvatarState = { status: 'off' };
let script: HTMLScriptElement | null = null;
let listening = false;
let timers: number[] = [];
/** A module script is fetched once per URL per page: a retry asks for a new URL. */
let attempts = 0;
const listeners = new Set<() => void>();

function set(next: AvatarState): void {
  state = next;
  for (const listener of listeners) listener();
}

function onBookingComplete(event: Event): void {
  const detail = (event as CustomEvent<{ success?: boolean; bookingId?: unknown }>).detail;
  // The spec: the event is only logged.
  console.info('Avatar agent booking complete', {
    success: detail?.success,
    bookingId: detail?.bookingId,
  });
}

async function initialise(): Promise<void> {
  try {
    console.info('Avatar agent initialised', await initAvatarAgent());
  } catch (error) {
    console.error('Avatar agent init failed', error);
  }
  if (!listening) {
    window.addEventListener(BOOKING_COMPLETE_EVENT, onBookingComplete);
    listening = true;
  }
}

function clearTimers(): void {
  for (const timer of timers) window.clearTimeout(timer);
  timers = [];
}

/** Adds the agent's script (again after a failure); nothing happens while one is loading. */
export function loadAvatarAgent(config: AvatarAgentConfig): void {
  if (!config.enabled || !config.agentId || !config.clientKey) return;
  if (state.status === 'loading' || state.status === 'ready') return;
  try {
    clearTimers();
    script?.remove();
    const element = document.createElement('script');
    element.type = 'module';
    element.src = attempts === 0 ? AVATAR_SCRIPT_SRC : `${AVATAR_SCRIPT_SRC}?attempt=${attempts}`;
    attempts += 1;
    element.dataset.name = 'did-agent';
    element.dataset.mode = 'fabio';
    element.dataset.clientKey = config.clientKey;
    element.dataset.agentId = config.agentId;
    element.dataset.monitor = 'true';
    element.dataset.orientation = 'horizontal';
    element.dataset.position = 'right';
    element.addEventListener('load', () => {
      if (script !== element) return;
      clearTimers();
      set({ status: 'ready' });
      timers.push(window.setTimeout(() => void initialise(), AVATAR_INIT_DELAY_MS));
    });
    element.addEventListener('error', () => {
      if (script !== element) return;
      clearTimers();
      console.error('Failed to load D-ID script');
      set({ status: 'error', message: 'Failed to load D-ID script' });
    });
    timers.push(
      window.setTimeout(() => {
        if (script !== element) return;
        element.remove();
        script = null;
        set({ status: 'error', message: 'script loading timeout' });
      }, AVATAR_LOAD_TIMEOUT_MS),
    );
    script = element;
    set({ status: 'loading' });
    document.head.appendChild(element);
  } catch (error) {
    console.error('Error setting up script', error);
    set({ status: 'error', message: 'Error setting up script' });
  }
}

/** 'Try Again': forget the failed attempt and load once more. */
export function retryAvatarAgent(config: AvatarAgentConfig): void {
  if (state.status === 'error') state = { status: 'off' };
  loadAvatarAgent(config);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAvatarState(): AvatarState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
