import { useSyncExternalStore } from 'react';
import { externalStore } from '@/client/lib/external-store';

/** Whether the call dialog is open; the header's Call button and the floating button open it. */
const open = externalStore(false);
/** The control that opened the dialog gets focus back when it closes (there is no Radix Trigger). */
let opener: HTMLElement | null = null;

export function openCallDialog(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open.set(true);
}

/** Focus back to whatever opened the dialog, if it is still on the page. */
export function restoreCallDialogFocus(): void {
  if (opener?.isConnected) opener.focus();
  opener = null;
}
export const closeCallDialog = () => open.set(false);

export function useCallDialogOpen(): boolean {
  return useSyncExternalStore(open.subscribe, open.get, open.get);
}
