// GET /metrics (decisions.md "Running it", docs/decisions/046): Prometheus text for the
// operator's monitoring, to the METRICS_TOKEN bearer or, when it is unset, from this machine only.
// Every request is timed here, by its route pattern, so an id in a path never makes a new series.
import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { httpRequestDuration, processRegistry } from '../../services/metrics/process-metrics';
import { metricsAccess } from '../../services/metrics/access';
import { appRegistry } from './app-metrics';

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const registry = Registry.merge([processRegistry, appRegistry(ctx.database, app.log)]);
  const schema = {
    answers: {
      200: { description: 'Prometheus text exposition format', contentTypes: ['text/plain'] },
    },
    errors: {
      401: 'METRICS_TOKEN is set and the request did not send it as a Bearer token',
      403: 'METRICS_TOKEN is unset and the request did not come from this machine',
    },
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    // Outside /api (plugins/no-store.ts), yet no cache may keep figures or refusals.
    void reply.header('cache-control', 'no-store');
    const access = metricsAccess(request, ctx.config.METRICS_TOKEN);
    if (access === 'unauthorized') {
      void reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'authorization: Send the METRICS_TOKEN as a Bearer token');
    }
    if (access === 'forbidden') {
      throw new HttpError(403, 'Metrics are answered on this machine only (set METRICS_TOKEN)');
    }
    void reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
