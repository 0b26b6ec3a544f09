/**
 * Where focus goes after an in-page change (issue 26): a control that disappears or turns
 * disabled (Next, Add TV, Remove) drops focus to the page body, and a keyboard user starts over
 * from the top. After such a change, focus moves to a sensible visible element instead: the new
 * step's heading, the new TV's form, the list after a removal.
 *
 * It runs a frame later, once React has committed the change, and finds the target then (by id
 * or by a function), so the caller needs no ref into what is about to be rendered.
 */
export function moveFocus(
  target: string | (() => HTMLElement | null | undefined),
  options: {
    scroll?: 'if-needed' | 'start';
    /** What to scroll into view, when it is not the focused element (a form around its field). */
    reveal?: () => HTMLElement | null | undefined;
  } = {},
): void {
  requestAnimationFrame(() => {
    const element = typeof target === 'string' ? document.getElementById(target) : target();
    if (!element) return;
    // A heading or a list takes focus from code only (tabIndex -1), never from Tab.
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus({ preventScroll: true });
    // A smooth scroll still in flight (to the control just pressed, on a page that has since
    // become shorter) would carry the target off screen: stop it where it is.
    window.scrollTo({ top: window.scrollY, behavior: 'instant' });
    const revealed = options.reveal?.();
    if (revealed) {
      if (!inView(element)) revealed.scrollIntoView({ block: 'start', behavior: 'instant' });
    } else if (options.scroll === 'start' || !inView(element)) {
      // Below the sticky header (the scroll-margin-top of styles.css), above a phone's total bar.
      element.scrollIntoView({
        block: options.scroll === 'start' ? 'start' : 'center',
        // At once: a smooth scroll is cut short by the layout changing under it.
        behavior: 'instant',
      });
    }
  });
}

function inView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const top = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const bottomBar = document.querySelector('[aria-label="Order total"]')?.getBoundingClientRect();
  const bottom = bottomBar && bottomBar.height > 0 ? bottomBar.top : window.innerHeight;
  return rect.top >= top && rect.bottom <= bottom;
}

/** The first enabled field or control inside a container. */
export function firstControlIn(container: HTMLElement | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
    ) ?? null
  );
}
