// GET /api/health: 200 { status: 'ok', database } when the database answers; 503
// { status: 'unavailable', database: 'unreachable' } with Retry-After when it does not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  healthResponseSchema,
  healthUnavailableSchema,
  type HealthResponse,
  type HealthUnavailable,
} from '../../../domain/schemas/health';
import type { Database } from '../../db/client';
import { RETRY_AFTER_SECONDS } from '../../db/unreachable';
import { createDatabaseProbe } from './database-probe';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const probe = createDatabaseProbe(database);
  const ok: HealthResponse = { status: 'ok', database: database.kind };
  const unavailable: HealthUnavailable = { status: 'unavailable', database: 'unreachable' };

  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthUnavailableSchema } } },
    (_request, reply) => {
      const answer = (reachable: boolean) => {
        if (reachable) void reply.send(ok);
        else void reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(unavailable);
      };
      // The common case answers at once, without a promise; check() never rejects.
      const known = probe.cached();
      if (known !== undefined) answer(known);
      else void probe.check().then(answer);
    },
  );
};
