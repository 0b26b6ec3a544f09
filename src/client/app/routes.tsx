import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import LandingPage from '@/client/features/landing/landing-page';
import NotFoundPage from '@/client/features/not-found/not-found-page';

/** A route whose screen is fetched only when it is visited. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/**
 * Pages inside the site's header and footer. The landing page is in the first bundle (it is
 * what nearly every visitor sees first); everything else loads when visited.
 */
export const siteRoutes: RouteObject[] = [
  { index: true, Component: LandingPage },
  { path: '*', Component: NotFoundPage },
];

/** Screens with their own chrome (staff portals, full-screen demos). */
export const standaloneRoutes: RouteObject[] = [];

export { lazyPage };
