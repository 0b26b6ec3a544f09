import { useSyncExternalStore } from 'react';

/**
 * Home page vs. booking builder on the same path '/'. booking-flow.md section 2 switches the
 * booking screens by in-page state, not by path, so this is a tiny module-level store that the
 * header, the hero and the home page share (no context provider needed).
 */
export type SiteMode = 'home' | 'builder';
/** Where the builder opens: the TV builder, the Additional Services page, or its camera entry. */
export type BuilderEntry = 'builder' | 'services' | 'security-cameras';

interface SiteModeState {
  readonly mode: SiteMode;
  readonly entry: BuilderEntry;
}

let state: SiteModeState = { mode: 'home', entry: 'builder' };
const listeners = new Set<() => void>();

function setState(next: SiteModeState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): SiteModeState {
  return state;
}

/** Opens the builder at `entry` and brings the top of the page into view. */
export function enterBuilder(entry: BuilderEntry = 'builder'): void {
  setState({ mode: 'builder', entry });
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

/** Leaves the builder; the booking flow clears its own cart and state when it unmounts. */
export function exitToHome(): void {
  setState({ mode: 'home', entry: 'builder' });
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function useSiteMode() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { mode: current.mode, entry: current.entry, enterBuilder, exitToHome };
}
