import { useSyncExternalStore } from 'react';

/** Whether the call dialog is open; the header's Call button and the floating button open it. */
let open = false;
/** The control that opened the dialog gets focus back when it closes (there is no Radix Trigger). */
let opener: HTMLElement | null = null;
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

export function openCallDialog(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set(true);
}

/** Focus back to whatever opened the dialog, if it is still on the page. */
export function restoreCallDialogFocus(): void {
  if (opener?.isConnected) opener.focus();
  opener = null;
}
export const closeCallDialog = () => set(false);

export function useCallDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
