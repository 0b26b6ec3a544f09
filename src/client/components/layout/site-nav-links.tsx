import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { Locale } from '@/domain/site/locales';
import { pathInLocale } from '@/domain/site/locale-paths';
import { scrollToSection, type SectionId } from './scroll-to-section';

interface NavItem {
  readonly label: MessageDescriptor;
  readonly to: string;
  /** On the home page these scroll smoothly instead of navigating (booking-flow.md section 2). */
  readonly section?: SectionId | 'top';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Home`, to: '/', section: 'top' },
  { label: msg`Gallery`, to: '/#gallery', section: 'gallery' },
  { label: msg`Mount Depot`, to: '/mount-depot' },
  { label: msg`Contact`, to: '/#contact', section: 'contact' },
];

/**
 * The desktop header's links (closer in Spanish, whose words are longer); another place
 * gives its own look whole (linkClassName).
 */
const LINK_LOOK =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-950 lg:[&:lang(es)]:px-1.5';

interface SiteNavLinksProps {
  readonly className?: string;
  /** Replaces the header's look of each link. */
  readonly linkClassName?: string;
  /** Called after a link is followed (the mobile menu closes itself). */
  readonly onNavigate?: () => void;
}

/** Home, Gallery, Mount Depot, Contact: shared by the desktop nav and the mobile menu. */
export function SiteNavLinks({ className, linkClassName, onNavigate }: SiteNavLinksProps) {
  const { i18n } = useLingui();
  // The router's path, without the /es of a Spanish page (its basename).
  const { pathname } = useLocation();

  function handleClick(event: MouseEvent<HTMLAnchorElement>, item: NavItem) {
    if (pathname === '/' && item.section) {
      if (item.section === 'top') {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        // The address bar's home in the page's language: /es on a Spanish page.
        const home = pathInLocale('/', i18n.locale as Locale);
        if (window.location.hash) window.history.replaceState(window.history.state, '', home);
      } else if (scrollToSection(item.section)) {
        event.preventDefault();
      }
    }
    onNavigate?.();
  }

  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            onClick={(event) => handleClick(event, item)}
            className={linkClassName ?? LINK_LOOK}
          >
            {i18n._(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
