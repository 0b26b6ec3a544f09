import { useLocation } from 'react-router';
import { localeOfPath, pathInLocale } from '@/domain/site/locale-paths';
import { PAGES } from '@/domain/site/pages';
import { bookingStepPath, pagePath } from '@/domain/site/paths';
import { clearBookingDraft } from './booking-draft-storage';

/**
 * Home page vs. the booking builder. Each booking screen has its own URL under /book (issue 12,
 * docs/decisions/015), so "builder mode" is simply being on a /book path. The landing page's
 * buttons call enterBuilder() without holding a router hook; the app registers the router's
 * navigate function here once (app/router.tsx).
 */
export type SiteMode = 'home' | 'builder';
/** Where the builder opens: the TV builder, the Additional Services page, or its camera entry. */
export type BuilderEntry = 'builder' | 'services' | 'security-cameras';

export const BOOKING_PATH_PREFIX = pagePath('book');

let navigate: ((to: string) => void) | null = null;

/** Called once by the app with the router's navigate. */
export function setSiteNavigator(navigateTo: (to: string) => void): void {
  navigate = navigateTo;
}

function go(to: string): void {
  if (navigate) navigate(to);
  // Without the router (not registered yet), in the language of the page it leaves.
  else window.location.assign(pathInLocale(to, localeOfPath(window.location.pathname)));
}

export function isBookingPath(pathname: string): boolean {
  return pathname === BOOKING_PATH_PREFIX || pathname.startsWith(`${BOOKING_PATH_PREFIX}/`);
}

const STAFF_PATHS: readonly string[] = [
  PAGES.admin.path,
  PAGES.technician.path,
  PAGES.technicianPortal.path,
];

/**
 * The staff screens (admin, technician portal): the customer's call button and the assistant are
 * for customers, and on a phone they would cover the staff's own buttons (issue 16).
 */
export function isStaffPath(pathname: string): boolean {
  return STAFF_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The first screen of each entry; the booking flow reads `start` and `highlight` once. */
export function builderEntryPath(entry: BuilderEntry): string {
  if (entry === 'services') return `${bookingStepPath('services')}?start=services`;
  if (entry === 'security-cameras') {
    return `${bookingStepPath('services')}?start=services&highlight=securityCameras`;
  }
  return bookingStepPath('type');
}

/** Opens the builder at `entry` (a draft in progress is kept) at the top of the page. */
export function enterBuilder(entry: BuilderEntry = 'builder'): void {
  go(builderEntryPath(entry));
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

/** 'Back to Home' from the builder: clears the cart and all builder state (booking-flow.md 2). */
export function exitToHome(): void {
  clearBookingDraft();
  go(pagePath('home'));
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function useSiteMode() {
  const { pathname } = useLocation();
  const mode: SiteMode = isBookingPath(pathname) ? 'builder' : 'home';
  return { mode, enterBuilder, exitToHome };
}
