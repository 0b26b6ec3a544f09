// The business facts a page is rendered with, and the renderer the build made.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUSINESS_QUERY_KEY } from '../../../domain/schemas/business';
import type { AppContext } from '../../context';
import { readBusinessFacts } from '../../services/business-facts';
import { LANDING_REVIEWS_QUERY_KEY } from '../../../domain/schemas/reviews';
import { readLandingReviews } from '../../services/reviews/landing-reviews';
import type { PageFacts, PageRenderer } from './page-cache';

/** The facts of the business settings, with the version the page cache is keyed on. */
export async function readPageFacts(ctx: AppContext): Promise<PageFacts> {
  // The one cached read (services/business-facts.ts): a change in the admin's Settings raises the
  // version, which rebuilds the cached pages; the rendered page's useBusiness() gets the same facts.
  // The landing page's reviews are read the same way (services/reviews/landing-reviews.ts): a review
  // published or hidden changes their version, and so the pages (docs/decisions/044).
  const [facts, reviews] = await Promise.all([
    readBusinessFacts(ctx.db),
    readLandingReviews(ctx.db),
  ]);
  return {
    version: `${facts.version}:${reviews.version}`,
    facts,
    forClient: facts,
    queries: [
      [BUSINESS_QUERY_KEY, facts],
      [LANDING_REVIEWS_QUERY_KEY, reviews.value],
    ],
    landingReviews: reviews.value,
  };
}

/**
 * The server renderer `vite build --ssr` wrote beside the client build (dist/ssr), or undefined
 * when there is none (then every page is the shell and renders in the browser).
 */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const entry = resolve(clientDir, '../ssr/entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}
