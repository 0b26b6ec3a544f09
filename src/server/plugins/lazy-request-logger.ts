import type { FastifyBaseLogger, FastifyLogFn, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * A request's logger, made when the request first logs. Fastify builds a pino child (bound to the
 * request id) for every request, yet with request logging off (app.ts) only a failing request
 * writes a line, so one child per answer is work thrown away (docs/decisions/008).
 */
class LazyRequestLogger {
  #logger: FastifyBaseLogger | undefined;
  // Set once on the prototype below, so a request that never logs allocates nothing more.
  declare fatal: FastifyLogFn;
  declare error: FastifyLogFn;
  declare warn: FastifyLogFn;
  declare info: FastifyLogFn;
  declare debug: FastifyLogFn;
  declare trace: FastifyLogFn;
  declare silent: FastifyLogFn;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  get logger(): FastifyBaseLogger {
    this.#logger ??= this.parent.child(this.bindings, this.options);
    return this.#logger;
  }

  get level(): FastifyBaseLogger['level'] {
    return this.logger.level;
  }

  set level(level: FastifyBaseLogger['level']) {
    this.logger.level = level;
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}
for (const level of LEVELS) {
  LazyRequestLogger.prototype[level] = function (this: LazyRequestLogger, ...args: unknown[]) {
    Reflect.apply(this.logger[level], this.logger, args);
  };
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) => new LazyRequestLogger(parent, bindings, options);
