import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../domain/schemas/api-error';
import { isPagePath } from '../../domain/site/page-paths';

/**
 * Serves the built client, brotli or gzip files written at build time when the browser takes
 * them. Vite's hashed output (/static/...) is cached for a year; index.html is revalidated every
 * time (so a rebuild is picked up at once); other files for an hour. A page of the site
 * (src/domain/site/page-paths.ts) gets index.html; any other path gets index.html with status
 * 404, where the client router shows its '404 Page Not Found' (decisions.md "Unknown pages"); an
 * unknown /api path gets a JSON 404.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = resolve(clientDir);
  const indexPath = resolve(root, 'index.html');
  const hasClient = existsSync(indexPath);

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
          filePath.startsWith(resolve(root, 'static'))
            ? 'public, max-age=31536000, immutable'
            : filePath.startsWith(indexPath)
              ? 'no-cache'
              : 'public, max-age=3600, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !hasClient) {
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${path}` } satisfies ApiError);
    }
    if (isPagePath(path)) return reply.sendFile('index.html');
    return reply
      .status(404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await readFile(indexPath));
  });
}
