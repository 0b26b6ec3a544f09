import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { scrollToSection, type SectionId } from './scroll-to-section';

interface NavItem {
  readonly label: string;
  readonly to: string;
  /** On the home page these scroll smoothly instead of navigating (booking-flow.md section 2). */
  readonly section?: SectionId | 'top';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', section: 'top' },
  { label: 'Gallery', to: '/#gallery', section: 'gallery' },
  { label: 'Mount Depot', to: '/mount-depot' },
  { label: 'Contact', to: '/#contact', section: 'contact' },
];

/** The desktop header's links; another place gives its own look whole (linkClassName). */
const LINK_LOOK =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950';

interface SiteNavLinksProps {
  readonly className?: string;
  /** Replaces the header's look of each link. */
  readonly linkClassName?: string;
  /** Called after a link is followed (the mobile menu closes itself). */
  readonly onNavigate?: () => void;
}

/** Home, Gallery, Mount Depot, Contact: shared by the desktop nav and the mobile menu. */
export function SiteNavLinks({ className, linkClassName, onNavigate }: SiteNavLinksProps) {
  const { pathname } = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>, item: NavItem) {
    if (pathname === '/' && item.section) {
      if (item.section === 'top') {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        if (window.location.hash) window.history.replaceState(window.history.state, '', '/');
      } else if (scrollToSection(item.section)) {
        event.preventDefault();
      }
    }
    onNavigate?.();
  }

  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            onClick={(event) => handleClick(event, item)}
            className={linkClassName ?? LINK_LOOK}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
