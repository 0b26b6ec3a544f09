/** Sections that the header, hero and footer link to on the home page. */
export type SectionId = 'services' | 'gallery' | 'contact';

/**
 * Scrolls smoothly to a section of the current page and records the anchor in the address bar
 * (so a reload or a shared link lands on the same place). Returns false when the section is not
 * on this page, so the caller can navigate to /#id instead.
 */
export function scrollToSection(id: SectionId): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`)
    window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}
