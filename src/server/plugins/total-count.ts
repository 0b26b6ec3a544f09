// Every list answers `X-Total-Count` (docs/decisions/054-exact-api-description.md): a GET that
// answers an array gives its length, unless its route counted the whole selection of a paged
// list itself (bookings, store orders, reviews). One hook, so a new list needs no line of its own.
import type { FastifyInstance } from 'fastify';

export const TOTAL_COUNT_HEADER = 'x-total-count';

export function registerTotalCount(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      Array.isArray(payload) &&
      !reply.hasHeader(TOTAL_COUNT_HEADER)
    ) {
      void reply.header(TOTAL_COUNT_HEADER, String(payload.length));
    }
    done(null, payload);
  });
}
