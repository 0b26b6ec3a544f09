// The site's pages (issue 17, docs/decisions/019): server-rendered public pages and the page
// shell of the others, each with its own head, from the page cache; /robots.txt and /sitemap.xml.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SPANISH_BASE } from '../../../domain/site/locale-paths';
import { robotsTxt, sitemapXml } from '../../../domain/site/sitemap';
import type { CachedPage, PageCache } from './page-cache';

/** br, then gzip, then the plain bytes, as the browser's Accept-Encoding allows. */
function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

/** Sends a cached page: its status, a revalidated ETag and the bytes in the best encoding. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  void reply.header('etag', page.etag);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  const encoding = pickEncoding(request.headers['accept-encoding']);
  void reply.code(page.status).type('text/html; charset=utf-8');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
}

/**
 * GET / and GET /es as their own routes: the pages nearly every visit starts with, served from
 * the cache (any other page goes through static-client.ts's not-found handler).
 */
export function registerPageRoutes(
  app: {
    get: (path: string, handler: (req: FastifyRequest, reply: FastifyReply) => unknown) => unknown;
  },
  pages: PageCache,
  origin: string,
): void {
  for (const home of ['/', SPANISH_BASE]) {
    app.get(home, async (request, reply) => sendPage(request, reply, await pages.get(home, 200)));
  }
  const robots = robotsTxt(origin);
  const sitemap = sitemapXml(origin);
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );
}
