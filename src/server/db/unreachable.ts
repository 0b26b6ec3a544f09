// Whether an error means the database could not be reached (issue 11 item 7): then a request
// answers 503 with Retry-After instead of 500, and /api/health says which part failed.

/** Socket and DNS failures node-postgres passes on as they are. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections, and 57014: a statement
 * cancelled by statement_timeout, a server too slow to answer now (docs/decisions/020).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * node-postgres's own messages for a connection that broke or never came, and for an answer that
 * did not come within query_timeout (a silent server, docs/decisions/020).
 */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Connection is closed|Query read timeout/i;

/** A shared read that did not settle by its deadline (db/deadline.ts): the database is silent. */
export class DatabaseTimeoutError extends Error {
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    if (current instanceof DatabaseTimeoutError) return true;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** What a 503 asks the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = '5';
