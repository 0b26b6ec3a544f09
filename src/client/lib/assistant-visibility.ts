import { useSyncExternalStore } from 'react';

/**
 * Whether the floating AI assistant panel is open (store-staff-assistant.md section 4: show,
 * hide, toggle). It starts hidden so that it never covers the page on a phone until asked for;
 * the header's AI Chat button toggles it.
 */
let visible = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === visible) return;
  visible = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => visible;

export const showAssistant = () => set(true);
export const hideAssistant = () => set(false);
export const toggleAssistant = () => set(!visible);

export function useAssistantVisibility() {
  const isVisible = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { visible: isVisible, show: showAssistant, hide: hideAssistant, toggle: toggleAssistant };
}
