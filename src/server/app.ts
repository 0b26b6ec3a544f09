import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { seed } from './db/seed';
import { registerErrorHandling } from './plugins/errors';
import { lazyRequestLogger } from './plugins/lazy-request-logger';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './plugins/static-client';
import { registerRoutes } from './routes/index';
import { startOutboxDispatcher } from './services/mailer/dispatcher';
import { createSmtpTransport } from './services/mailer/smtp-transport';

export type BuiltApp = FastifyInstance & { ctx: AppContext };

/**
 * Builds the whole server: database (migrated and seeded), plugins and routes. Nothing listens
 * here: main.ts listens, tests use `app.inject`. Closing the app closes the database.
 */
export async function buildApp(config: AppConfig): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    // One line per request would cost more than the request; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    // Room photos travel as data URLs: 5 photos of 5 MB, base64-encoded, plus the form.
    bodyLimit: 36 * 1024 * 1024,
    trustProxy: config.isProduction,
  }).withTypeProvider<ZodTypeProvider>();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (err) =>
      app.log.warn({ err }, 'A database connection was lost; the next query opens a new one'),
  });
  await seed(database.db, config);
  const ctx: AppContext = { config, database, db: database.db };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.close());

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await registerRoutes(app, ctx);
  await registerStaticClient(app, config.CLIENT_DIR);

  if (config.SMTP_URL) {
    const stop = startOutboxDispatcher({
      db: database.db,
      transport: createSmtpTransport(config.SMTP_URL),
      from: config.MAIL_FROM,
      log: app.log,
    });
    app.addHook('onClose', async () => stop());
  }

  return Object.assign(app, { ctx });
}
