import { buildApp } from './app';
import { loadConfig } from './config';
import { outcomeWithin } from './db/deadline';
import { removeServerFile, writeServerFile } from './services/backup/server-file';

const config = loadConfig();
const app = await buildApp(config);

/** A close still running then is cut short: a silent database can hold it (docs/decisions/020). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    if (app.ctx.database.kind === 'pglite') removeServerFile(config.DATA_DIR);
    const closing = app.close();
    closing.catch((err: unknown) => app.log.error({ err }, 'closing failed'));
    void outcomeWithin(closing, SHUTDOWN_TIMEOUT_MS).then((outcome) => {
      if (outcome === 'late')
        app.log.error(`still closing after ${SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(outcome === 'fulfilled' ? 0 : 1);
    });
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
// How `npm run backup` finds this server (services/backup/server-file.ts).
if (app.ctx.database.kind === 'pglite') {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  writeServerFile(config.DATA_DIR, { pid: process.pid, port });
}
app.log.info(
  `Charlotte TV Mounting on http://localhost:${config.PORT} (${app.ctx.database.kind}${config.demoMode ? ', demo mode' : ''})`,
);
