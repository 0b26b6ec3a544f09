import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Charlotte TV Mounting on http://localhost:${config.PORT} (${app.ctx.database.kind}${config.demoMode ? ', demo mode' : ''})`,
);
