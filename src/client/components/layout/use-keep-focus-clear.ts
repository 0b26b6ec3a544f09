import { useEffect, type RefObject } from 'react';
import { setAssistantExpanded } from '@/client/lib/assistant-visibility';

/** The panel never hides the page's focused element: it is scrolled clear, or the panel
 * shrinks to its title bar. */
export function useKeepFocusClear(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    function onFocus(event: FocusEvent) {
      const target = event.target;
      const box = panel.current;
      if (!(target instanceof HTMLElement) || !box || box.contains(target)) return;
      if (target === document.body || target.closest('[role="dialog"]')) return;
      // Keyboard focus only: a click already shows where the pointer is, and moving the page
      // then would undo a scroll the click started.
      if (!target.matches(':focus-visible')) return;
      const overlaps = () => {
        const a = target.getBoundingClientRect();
        const b = box.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      };
      // Off screen, the browser would scroll the control in just far enough, which on a phone
      // is under the docked panel (it may do so after this event): centre it first, at once.
      const a = target.getBoundingClientRect();
      const offScreen = a.top < 0 || a.bottom > window.innerHeight;
      if (!overlaps() && !offScreen) return;
      target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      if (overlaps()) setAssistantExpanded(false);
    }
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, [panel]);
}
