import { useSyncExternalStore } from 'react';

/** Whether the call dialog is open; the header's Call button and the floating button open it. */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => open;

export const openCallDialog = () => set(true);
export const closeCallDialog = () => set(false);

export function useCallDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
