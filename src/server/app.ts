import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { serializeErrorForLog } from './db/redact-error';
import { seed } from './db/seed';
import { registerBackgroundJobs } from './jobs/index';
import { registerGracefulClose } from './plugins/graceful-close';
import { HEADERS_TIMEOUT_MS, registerConnectionLimits } from './plugins/connection-limits';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { lazyRequestLogger } from './plugins/lazy-request-logger';
import { JSON_BODY_LIMIT, registerJsonBody } from './plugins/json-body';
import { registerMethodNotAllowed } from './plugins/method-not-allowed';
import { registerNoStore } from './plugins/no-store';
import { registerTotalCount } from './plugins/total-count';
import { registerOpenApi, registerOpenApiRoutes } from './plugins/openapi/index';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './routes/pages/static-client';
import type { PageRenderer } from './routes/pages/page-cache';
import { loadPageRenderer, readPageFacts } from './routes/pages/page-facts';
import { openPhotoFiles } from './services/photos/photo-files';
import { openProductImageFiles } from './routes/product-images/image-files';
import { registerRoutes } from './routes/index';
import { registerMetrics } from './routes/metrics/index';
import { registerBackupRoute } from './routes/backup/index';
import { takeBackup } from './services/backup/take-backup';
import { registerLiveUpdates } from './services/live/live-updates';
import { listProducts } from './catalog/products';

export type BuiltApp = FastifyInstance & { ctx: AppContext };

/** Fastify's and Node's timeouts for a request's arrival (docs/decisions/020). */
export const REQUEST_TIMEOUTS = {
  connectionTimeout: 30_000,
  requestTimeout: 30_000,
  http: { headersTimeout: HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 2_000 },
} as const;

/**
 * Open connections one server accepts; past it, new ones are closed at once. Well under a usual
 * file-descriptor limit, so the database, photo files and logs always get theirs.
 */
export const MAX_CONNECTIONS = 4_096;

/**
 * Builds the whole server: database (migrated and seeded), plugins and routes. Nothing listens
 * here: main.ts listens, tests use `app.inject`. Closing the app closes the database.
 */
export async function buildApp(
  config: AppConfig,
  options: {
    logStream?: DestinationStream;
    renderPage?: PageRenderer;
    /** The live streams' heartbeat (25 s); tests make it short. */
    liveHeartbeatMs?: number;
    /** All open event streams together (a quarter of MAX_CONNECTIONS); tests make it small. */
    liveStreamsTotal?: number;
    /** An in-memory embedded database starts from this migrated image (tests, decision 050). */
    databaseImage?: Blob;
  } = {},
): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // A failed query is logged by its shape and code, never its values (db/redact-error.ts).
      // A customer's manage token never reaches a log line with the request's URL.
      serializers: {
        err: serializeErrorForLog,
        req: (req: { method?: string; url?: string }) => ({
          method: req.method,
          url: req.url?.replace(/\/api\/manage\/[^/?#]+/, '/api/manage/[token]'),
        }),
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request would cost more than the request; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    // JSON forms are small; POST /api/bookings and POST /api/booking-photos set their own limits.
    bodyLimit: JSON_BODY_LIMIT,
    // Slow clients cannot hold the server (docs/decisions/020): the headers within 10 s, the whole
    // request within 30 s (a photo downscaled by the browser is well under 1 MB), a socket idle
    // for 30 s is closed. Node checks these every 2 s instead of its default 30 s.
    ...REQUEST_TIMEOUTS,
    // A request that arrives while the server closes is answered as usual, with `Connection:
    // close`, not with Fastify's 503 (decisions.md "Shutdown, precisely"; plugins/graceful-close).
    return503OnClosing: false,
    // X-Forwarded-For only from the proxies TRUST_PROXY names; unset, the socket's peer (009).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // A too-long or malformed path: our error shape, not Fastify's (010).
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    image: options.databaseImage,
    // A database that has tables is backed up before a migration changes them (046).
    beforeMigrations: async (copyable) => {
      const { file } = await takeBackup(copyable, config.DATA_DIR, 'migration');
      app.log.info({ file }, 'backup taken before the migrations');
    },
    onConnectionError: (err) =>
      app.log.warn({ err }, 'A database connection was lost; the next query opens a new one'),
  });
  await seed(database.db, config);
  // Photo bytes: in the row on PostgreSQL, in files beside an embedded database (012).
  const photoFiles = database.kind === 'pglite' ? openPhotoFiles(config.DATA_DIR) : undefined;
  // Product images are files the site serves, on either database (issue 26 item 16).
  const productImages = openProductImageFiles(config.DATA_DIR);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', async () => photoFiles?.close());
  app.addHook('onClose', async () => productImages.close());
  // Booking changes heard from the database, for every app server's streams (decision 039).
  const live = await registerLiveUpdates(app, database, {
    heartbeatMs: options.liveHeartbeatMs,
    // decisions.md "Holding up under abuse": streams never take more than a quarter (053).
    limits: { total: options.liveStreamsTotal ?? MAX_CONNECTIONS / 4 },
  });
  const ctx: AppContext = { config, database, db: database.db, photoFiles, productImages, live };

  registerErrorHandling(app);
  registerJsonBody(app);
  app.server.maxConnections = MAX_CONNECTIONS;
  // 64 connections per client address, and a first request's headers within 10 s (051).
  registerConnectionLimits(app, { trustProxy: config.TRUST_PROXY });
  await registerSecurity(app, config);
  registerNoStore(app);
  registerTotalCount(app);
  registerGracefulClose(app);
  // The OpenAPI generator hears every route registered after it (docs/decisions/047).
  await registerOpenApi(app);
  // Before the routes too: it keeps each route's path for the 405s of the not-found handler (054).
  const allowedMethods = registerMethodNotAllowed(app);
  // Before the routes, so its timing hook sees every one of them (046).
  registerMetrics(app, ctx);
  await registerRoutes(app, ctx);
  registerBackupRoute(app, ctx);
  await registerOpenApiRoutes(app);
  await registerStaticClient(app, config.CLIENT_DIR, {
    // Tests hand in the source renderer; a built server loads the one the build made.
    render: options.renderPage ?? (await loadPageRenderer(config.CLIENT_DIR)),
    origin: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    readFacts: () => readPageFacts(ctx),
    readProducts: () => listProducts(ctx.db),
    allowedMethods,
  });
  // Sweeps, reminders and mail delivery; stopped before the database closes (jobs/index.ts).
  registerBackgroundJobs(app, ctx);

  return Object.assign(app, { ctx });
}
