import { useEffect, type RefObject } from 'react';

/**
 * Keeps --site-sticky-height (on <html>) equal to the sticky header and banner's height, which
 * changes with the width, a wrapping banner or a dismissed one. The page's scroll-padding-top
 * reads it, so a focused field is never scrolled in under the header (WCAG 2.4.11).
 */
export function useStickyHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty('--site-sticky-height', `${Math.ceil(element.offsetHeight)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-sticky-height');
    };
  }, [ref]);
}
