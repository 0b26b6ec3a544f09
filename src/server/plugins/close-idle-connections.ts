// A request still running when close() begins is answered, and its keep-alive connection then
// sits idle: server.close() waits for it until Fastify's keepAliveTimeout (72 s), so a SIGTERM
// during a slow request took over a minute to exit. While the server closes, idle connections
// are closed every 100 ms (docs/decisions/020-request-and-database-limits.md), on the jobs'
// runner, the server's one timer loop (docs/decisions/023-background-jobs.md).
import type { FastifyInstance } from 'fastify';
import { startJob } from '../jobs/runner';

const EVERY_MS = 100;

export function registerCloseIdleConnections(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const server = app.server;
    if (!server.listening) return;
    const closing = startJob(
      {
        name: 'close-idle-connections',
        intervalMs: EVERY_MS,
        run: () => server.closeIdleConnections(),
      },
      app.log,
    );
    server.once('close', () => void closing.stop());
  });
}
