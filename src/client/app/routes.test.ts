// The server's list of pages (src/domain/site/page-paths.ts) must know every route of the client
// router, or a real page would be answered 404; both are read from the page manifest now, and this
// checks that the router really is (moved here from src/server/plugins with the router's list).
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from '@/domain/site/page-paths';
import { siteRoutes, standaloneRoutes } from './routes';

const routerPaths = (routes: RouteObject[]) =>
  routes
    .map((route) => (route.index ? '/' : (route.path ?? '')))
    .filter((path) => path !== '*')
    .map((path) => path.replace(/\/\*$/, '/step').replace(/:\w+/g, 'x'));

describe('page paths and the client router', () => {
  const paths = routerPaths([...siteRoutes, ...standaloneRoutes]);

  it('knows every path the client router has', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !isPagePath(path))).toEqual([]);
  });

  it('routes every page the server answers 200 for', () => {
    const routed = new Set(paths.map((path) => path.replace(/\/step$/, '')));
    expect(PAGE_PATHS.filter((path) => !routed.has(path))).toEqual([]);
  });

  it('ends the site frame with the 404 page for any other path', () => {
    expect(siteRoutes.at(-1)?.path).toBe('*');
  });
});
