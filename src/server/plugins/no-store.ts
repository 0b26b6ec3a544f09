import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise (issue 11 item
 * 10): bookings, store orders, staff lists, assistant replies and error bodies carry personal
 * data, and a shared or back-button cache must never keep them. One hook for all routes, so a new
 * route is covered without remembering to; a public, cacheable answer (the placeholder image)
 * sets its own header, which replaces this one. Pages and built files are left to routes/pages/static-client.ts.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      void reply.header('cache-control', 'no-store');
    }
    done();
  });
}
