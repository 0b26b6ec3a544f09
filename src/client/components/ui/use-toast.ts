import { useEffect, useState, type ReactNode } from 'react';
import type { ToastProps } from './toast';

/**
 * store-staff-assistant.md section 9: one toast at a time, shown 5000 ms, swiped away past 50 px,
 * F8 focuses the area; a dismissed toast is removed after 1,000,000 ms (Radix animates it out
 * first; the long delay keeps the shadcn behaviour).
 */
export const TOAST_SETTINGS = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  removeDelayMs: 1_000_000,
} as const;

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastProps['variant'];
  duration?: number;
  /** One action beside the text, e.g. Undo after a removal (altText: how else to do it). */
  action?: { label: string; altText: string; onClick: () => void };
};
type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(t: ToastItem[]) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          emit(toasts.filter((x) => x.id !== t.id));
        }, TOAST_SETTINGS.removeDelayMs),
      );
    }
  }
}

/** Shows a notice; the newest replaces the one on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_SETTINGS.limit));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastItem[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
