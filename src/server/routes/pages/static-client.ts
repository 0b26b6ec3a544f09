import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPagePath } from '../../../domain/site/page-paths';
import { errorBody } from '../../plugins/errors';
import { sendMethodNotAllowed, type AllowedMethods } from '../../plugins/method-not-allowed';
import { registerPageRoutes, sendPage } from './index';
import { createPageCache, type PageFacts, type PageRenderer } from './page-cache';

export interface PageOptions {
  /** The server renderer (dist/ssr/entry-server.js); without it pages are shells. */
  readonly render: PageRenderer | undefined;
  /** The site's public address without a trailing slash. */
  readonly origin: string;
  readonly readFacts: () => Promise<PageFacts>;
  /** The store's product list as GET /api/products answers it. */
  readonly readProducts: () => Promise<unknown[]>;
  /** The methods a path has: another method on it answers 405, not the 404 (054). */
  readonly allowedMethods?: AllowedMethods;
}

/**
 * Serves the built client, brotli or gzip files written at build time when the browser takes
 * them. Vite's hashed output (/static/...) is cached for a year; pages are revalidated every
 * time (so a rebuild is picked up at once); other files for an hour. A page of the site
 * (src/domain/site/page-paths.ts) gets its page from the page cache: server-rendered for the
 * public content pages, the shell with the page's own head for the rest (docs/decisions/019);
 * any other path gets the rendered 404 page with status 404 (decisions.md "Unknown pages"); an
 * unknown /api path gets a JSON 404.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  pageOptions: PageOptions,
): Promise<void> {
  const root = resolve(clientDir);
  const indexPath = resolve(root, 'index.html');
  const hasClient = existsSync(indexPath);
  const serviceWorkerPath = resolve(root, 'technician-sw.js');
  const pages = hasClient
    ? createPageCache({ ...pageOptions, template: await readFile(indexPath, 'utf8') })
    : undefined;
  if (pages) registerPageRoutes(app, pages, pageOptions.origin);

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          // The technician app's service worker is checked for a new build on every visit.
          filePath.startsWith(serviceWorkerPath)
            ? 'no-cache'
            : filePath.startsWith(resolve(root, 'static'))
              ? 'public, max-age=31536000, immutable'
              : filePath.startsWith(indexPath)
                ? 'no-cache'
                : 'public, max-age=3600, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const { allowedMethods } = pageOptions;
    if (allowedMethods && sendMethodNotAllowed(allowedMethods, request, reply)) return reply;
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !pages) {
      return reply.status(404).send(errorBody(404, `Not found: ${request.method} ${path}`));
    }
    const known = isPagePath(path);
    return sendPage(request, reply, await pages.get(path, known ? 200 : 404));
  });
}
