import { useSyncExternalStore } from 'react';

/**
 * The floating AI assistant panel (store-staff-assistant.md section 4: starts visible; show,
 * hide, toggle). It starts visible but minimised to its title bar, so that it never covers the
 * page on a phone until asked for; show() opens it full size with focus inside.
 */
interface AssistantVisibility {
  readonly visible: boolean;
  readonly expanded: boolean;
}

/**
 * Closed stays closed (issue 26): the choice is remembered for the browser, so the title bar does
 * not come back on every page. The header's "AI Chat" opens it again, which forgets the choice.
 */
export const ASSISTANT_CLOSED_KEY = 'ctm_assistant_closed';

function rememberClosed(closed: boolean): void {
  try {
    if (closed) window.localStorage.setItem(ASSISTANT_CLOSED_KEY, 'true');
    else window.localStorage.removeItem(ASSISTANT_CLOSED_KEY);
  } catch {
    // Storage blocked: closed for this page only.
  }
}

function closedBefore(): boolean {
  try {
    return window.localStorage.getItem(ASSISTANT_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** What the server renders (it has no storage) and hydration starts from. */
const INITIAL: AssistantVisibility = { visible: true, expanded: false };
let state: AssistantVisibility =
  typeof window === 'undefined' || !closedBefore() ? INITIAL : { visible: false, expanded: false };
/** The control that opened the panel gets focus back when it closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: AssistantVisibility): void {
  if (next.visible === state.visible && next.expanded === state.expanded) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => state;

function rememberOpener(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.closest('[data-assistant-panel]')) opener = active;
}

export function showAssistant(): void {
  if (typeof document !== 'undefined') rememberOpener();
  rememberClosed(false);
  set({ visible: true, expanded: true });
}
export function hideAssistant(): void {
  rememberClosed(true);
  set({ visible: false, expanded: false });
}
export function toggleAssistant(): void {
  if (state.visible && state.expanded) hideAssistant();
  else showAssistant();
}
export function setAssistantExpanded(expanded: boolean): void {
  if (expanded && typeof document !== 'undefined') rememberOpener();
  if (expanded) rememberClosed(false);
  set({ visible: true, expanded });
}

/** Focus back to whatever opened the panel, if it is still on the page. */
export function restoreAssistantFocus(): boolean {
  const target = opener;
  opener = null;
  if (target?.isConnected) {
    target.focus();
    return true;
  }
  return false;
}

export function useAssistantVisibility() {
  const current = useSyncExternalStore(subscribe, getSnapshot, () => INITIAL);
  return {
    visible: current.visible,
    expanded: current.expanded,
    show: showAssistant,
    hide: hideAssistant,
    toggle: toggleAssistant,
  };
}
