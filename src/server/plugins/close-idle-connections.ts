// A request still running when close() begins is answered, and its keep-alive connection then
// sits idle: server.close() waits for it until Fastify's keepAliveTimeout (72 s), so a SIGTERM
// during a slow request took over a minute to exit. While the server closes, idle connections
// are closed every 100 ms (docs/decisions/020-request-and-database-limits.md).
import type { FastifyInstance } from 'fastify';

const EVERY_MS = 100;

export function registerCloseIdleConnections(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const server = app.server;
    if (!server.listening) return;
    const timer = setInterval(() => server.closeIdleConnections(), EVERY_MS);
    timer.unref();
    server.once('close', () => clearInterval(timer));
  });
}
