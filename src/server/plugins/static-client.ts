import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiError } from '../../domain/schemas/api-error';

/**
 * Serves the built client. Vite's hashed output (/static/...) is cached for a year; everything
 * else revalidates. A path that is not a file gets index.html (the client router shows its own
 * '404 Page Not Found'); an unknown /api path gets a JSON 404.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = resolve(clientDir);
  const indexPath = resolve(root, 'index.html');
  const hasClient = existsSync(indexPath);
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : null;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(resolve(root, 'static'));
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml) {
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${path}` } satisfies ApiError);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
