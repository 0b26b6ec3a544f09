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

let state: AssistantVisibility = { visible: true, expanded: false };
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
  set({ visible: true, expanded: true });
}
export const hideAssistant = () => set({ visible: false, expanded: false });
export function toggleAssistant(): void {
  if (state.visible && state.expanded) hideAssistant();
  else showAssistant();
}
export function setAssistantExpanded(expanded: boolean): void {
  if (expanded && typeof document !== 'undefined') rememberOpener();
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
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    visible: current.visible,
    expanded: current.expanded,
    show: showAssistant,
    hide: hideAssistant,
    toggle: toggleAssistant,
  };
}
