// The business facts a page is rendered with, and the renderer the build made.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUSINESS } from '../../../domain/catalog/landing';
import { SERVICE_AREA_ZIPS } from '../../../domain/catalog/service-area';
import type { AppContext } from '../../context';
import type { PageFacts, PageRenderer } from './page-cache';

/** The facts of the business settings, with the version the page cache is keyed on. */
export async function readPageFacts(_ctx: AppContext): Promise<PageFacts> {
  const facts = {
    name: BUSINESS.name,
    phone: BUSINESS.phone,
    email: BUSINESS.supportEmail,
    address: BUSINESS.city,
    rating: BUSINESS.rating,
    reviewCount: BUSINESS.reviewCount,
    serviceAreaZips: SERVICE_AREA_ZIPS,
  };
  return { version: 0, facts, forClient: facts, queries: [] };
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
