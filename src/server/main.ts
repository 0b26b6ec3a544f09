import { buildApp } from './app';
import { loadConfig } from './config';
import { outcomeWithin } from './db/deadline';

const config = loadConfig();
const app = await buildApp(config);

/** A close still running then is cut short: a silent database can hold it (docs/decisions/020). */
const SHUTDOWN_TIMEOUT_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
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
app.log.info(
  `Charlotte TV Mounting on http://localhost:${config.PORT} (${app.ctx.database.kind}${config.demoMode ? ', demo mode' : ''})`,
);
