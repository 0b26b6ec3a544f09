declare global {
  interface Window {
    /** The last button tapped before React hydrated the page (set by the server's head script). */
    __earlyClick?: HTMLElement | null;
    __hydrated?: boolean;
  }
}

/**
 * After hydration: the head script stops holding clicks, and the button tapped while the page's
 * code was still loading is clicked again, now with React behind it
 * (src/server/plugins/head-script.ts).
 */
export function replayEarlyClick(): void {
  window.__hydrated = true;
  const button = window.__earlyClick;
  window.__earlyClick = null;
  if (button?.isConnected) button.click();
}

/**
 * A section that hydrated after the page (features/landing/later-section.tsx): the button tapped
 * inside it while it was waiting for its code is clicked again.
 */
export function replayEarlyClickWithin(container: Element): void {
  const button = window.__earlyClick;
  if (!button || !container.contains(button)) return;
  window.__earlyClick = null;
  if (button.isConnected) button.click();
}
