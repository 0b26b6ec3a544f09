import type { RouteObject } from 'react-router';
import { PAGE_LIST, PAGES, routePattern, type PageLayout } from '@/domain/site/pages';
import NotFoundPage from '@/client/features/not-found/not-found-page';
import { PAGE_COMPONENTS } from './page-components';

/** The router's routes of one frame, read from the page manifest (src/domain/site/pages.ts). */
function routesOf(layout: PageLayout): RouteObject[] {
  return PAGE_LIST.filter((entry) => entry.layout === layout).map((entry): RouteObject =>
    entry.path === PAGES.home.path
      ? { index: true, Component: PAGE_COMPONENTS[entry.component] }
      : { path: routePattern(entry), Component: PAGE_COMPONENTS[entry.component] },
  );
}

/** Pages inside the site's header and footer; any other path is the 404 page. */
export const siteRoutes: RouteObject[] = [
  ...routesOf('site'),
  { path: '*', Component: NotFoundPage },
];

/** Screens with their own chrome (staff portals, full-screen demos). */
export const standaloneRoutes: RouteObject[] = routesOf('standalone');
