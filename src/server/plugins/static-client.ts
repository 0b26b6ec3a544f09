import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../domain/schemas/api-error';

/**
 * Serves the built client, brotli or gzip files written at build time when the browser takes
 * them. Vite's hashed output (/static/...) is cached for a year; index.html is revalidated every
 * time (so a rebuild is picked up at once); other files for an hour. A path that is not a file
 * gets index.html (the client router shows its own '404 Page Not Found'); an unknown /api path
 * gets a JSON 404.
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !hasClient) {
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${path}` } satisfies ApiError);
    }
    return reply.sendFile('index.html');
  });
}
