import { useSyncExternalStore } from 'react';
import { externalStore } from './external-store';

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
const visibility = externalStore<AssistantVisibility>(
  typeof window === 'undefined' || !closedBefore() ? INITIAL : { visible: false, expanded: false },
  (next, current) => next.visible === current.visible && next.expanded === current.expanded,
);
/** The control that opened the panel gets focus back when it closes. */
let opener: HTMLElement | null = null;

function rememberOpener(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && !active.closest('[data-assistant-panel]')) opener = active;
}

export function showAssistant(): void {
  if (typeof document !== 'undefined') rememberOpener();
  rememberClosed(false);
  visibility.set({ visible: true, expanded: true });
}
export function hideAssistant(): void {
  rememberClosed(true);
  visibility.set({ visible: false, expanded: false });
}
export function toggleAssistant(): void {
  const { visible, expanded } = visibility.get();
  if (visible && expanded) hideAssistant();
  else showAssistant();
}
export function setAssistantExpanded(expanded: boolean): void {
  if (expanded && typeof document !== 'undefined') rememberOpener();
  if (expanded) rememberClosed(false);
  visibility.set({ visible: true, expanded });
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
  const current = useSyncExternalStore(visibility.subscribe, visibility.get, () => INITIAL);
  return {
    visible: current.visible,
    expanded: current.expanded,
    show: showAssistant,
    hide: hideAssistant,
    toggle: toggleAssistant,
  };
}
