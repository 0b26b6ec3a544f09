import { useEffect, type RefObject } from 'react';

/** The sticky header and banner's height at every width the site lays out (styles.css). */
const USUAL_STICKY_HEIGHT_PX = 105;

/**
 * Keeps --site-sticky-height (on <html>) equal to the sticky header and banner's height when it
 * differs from the usual one (larger text, a dismissed banner). The page's scroll-margin reads
 * it, so a focused field is never scrolled in under the header (WCAG 2.4.11). A property on
 * <html> restyles every element, so it is set only when the height is unusual: a page load
 * pays for no such restyle.
 */
export function useStickyHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // Called once the element is laid out, then on every change of its size.
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(element.offsetHeight);
      if (height === USUAL_STICKY_HEIGHT_PX) root.style.removeProperty('--site-sticky-height');
      else root.style.setProperty('--site-sticky-height', `${height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-sticky-height');
    };
  }, [ref]);
}
