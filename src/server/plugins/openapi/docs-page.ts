// /api/docs: Swagger UI, its files from the swagger-ui-dist package that @fastify/swagger-ui
// serves from our own origin (no CDN). Its page has no inline script, so the site's CSP
// (plugins/security.ts) holds as it is. The page is for integrators, not for search engines.
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

const NOINDEX = 'noindex, nofollow';
const HEAD_ADDITIONS =
  `<meta name="robots" content="${NOINDEX}">` +
  '<meta name="viewport" content="width=device-width, initial-scale=1">';

export async function registerDocsPage(app: FastifyInstance, prefix: string): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRequest', (_request, reply, done) => {
      void reply.header('x-robots-tag', NOINDEX);
      done();
    });
    // The package writes its own index page; the robots and viewport tags go into its head.
    docs.addHook('onSend', (_request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload === 'string' && type.startsWith('text/html')) {
        done(null, payload.replace('<head>', `<head>${HEAD_ADDITIONS}`));
      } else done(null, payload);
    });
    await docs.register(swaggerUi, {
      routePrefix: prefix,
      // No call to validator.swagger.io: nothing leaves our origin.
      validatorUrl: false,
      theme: { title: 'Charlotte TV Mounting API' },
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    });
  });
}
