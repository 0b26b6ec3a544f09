// Logs never hold a query's values (issue 11 item 6): a failed query used to be logged with all
// its parameters (an argon2 hash, customers' names, e-mails, phones, addresses), because
// Drizzle's DrizzleQueryError puts them in its message, its stack and a `params` field, and the
// database's own error adds them in `detail` ("Key (email)=(...)"). Every error a logger
// serializes passes through here: a query keeps its shape (SQL with $1 placeholders) and the
// database's error code, never a value.
import { stdSerializers } from 'pino';

type Serialized = Record<string, unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Drizzle's wrapper: the SQL text, its parameters, and the driver's error as `cause`. */
const isFailedQuery = (error: Record<string, unknown>) =>
  typeof error.query === 'string' && Array.isArray(error.params);

/** A PostgreSQL error as node-postgres and PGlite raise it: a five-character SQLSTATE code. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(error.code) &&
  ('severity' in error || 'routine' in error);

/** Names the database reports (constraint, table, column) stay; any other quoted text goes. */
function scrubQuoted(message: string, keep: readonly unknown[]): string {
  return message.replace(/"[^"]*"/g, (quoted) =>
    keep.includes(quoted.slice(1, -1)) ? quoted : '"?"',
  );
}

/** The stack's frames under a message we choose (the original first line may hold values). */
function restack(stack: unknown, firstLine: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [firstLine, ...frames].join('\n');
}

const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
];

/** The database's own fields that name things (never values), and its message scrubbed. */
function databaseFields(error: Record<string, unknown>) {
  const names = [error.constraint, error.table, error.column, error.schema, error.dataType];
  const fields = Object.fromEntries(
    DATABASE_FIELDS.filter((key) => error[key] !== undefined).map((key) => [key, error[key]]),
  );
  return { fields, message: scrubQuoted(String(error.message ?? ''), names.filter(Boolean)) };
}

export function redactError(error: unknown, depth = 0): unknown {
  if (!isRecord(error) || depth > 5) return error;
  const type = (error.constructor as { name?: string } | undefined)?.name ?? 'Error';
  if (isFailedQuery(error)) {
    const message = `Failed query: ${String(error.query)}`;
    const cause = isRecord(error.cause) ? error.cause : undefined;
    // Drizzle wraps the driver's error; PGlite's own error is both a query and a database error.
    const own = isDatabaseError(error) ? databaseFields(error) : undefined;
    const code = typeof cause?.code === 'string' ? cause.code : own?.fields.code;
    return {
      type,
      message,
      query: error.query,
      paramCount: (error.params as unknown[]).length,
      ...own?.fields,
      ...(own ? { databaseMessage: own.message } : {}),
      ...(code !== undefined ? { code } : {}),
      stack: restack(error.stack, `${type}: ${message}`),
      ...(cause ? { cause: redactError(cause, depth + 1) } : {}),
    } satisfies Serialized;
  }
  if (isDatabaseError(error)) {
    const { fields, message } = databaseFields(error);
    // detail, where, hint and internalQuery are left out: they quote the row's values.
    return { type, message, ...fields, stack: restack(error.stack, `${type}: ${message}`) };
  }
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error) as unknown as Serialized;
  if ('cause' in error && error.cause !== undefined) {
    serialized.cause = redactError(error.cause, depth + 1);
  }
  return serialized;
}

/** The logger's `err` serializer (app.ts): pino's usual fields, values redacted. */
export function serializeErrorForLog(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const redacted = redactError(error);
  const fields = isRecord(redacted) ? redacted : { message: String(redacted) };
  return {
    ...fields,
    type: String(fields.type ?? 'Error'),
    message: String(fields.message ?? ''),
    stack: String(fields.stack ?? ''),
  };
}
