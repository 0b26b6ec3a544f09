// The business facts a page is rendered with, and the renderer the build made.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppContext } from '../../context';
import { readBusinessFacts } from '../business/facts';
import type { PageFacts, PageRenderer } from './page-cache';

/**
 * The business settings a page is rendered with (the one cached read, issue 16), and their
 * version, which keys the page cache: a change in the admin re-renders every page.
 */
export async function readPageFacts(ctx: AppContext): Promise<PageFacts> {
  const facts = await readBusinessFacts(ctx.db);
  // useBusiness() reads the query ['business'] (src/client/lib/business-facts.ts): the server's
  // render gets it from here, the browser's first render from the copy embedded in the page.
  return { version: facts.version, facts, forClient: facts, queries: [[['business'], facts]] };
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
