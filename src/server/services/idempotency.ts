// Idempotency-Key (decisions.md "Payments"): a retry with the same key and body gets the first
// answer back and creates nothing. Keys live in the database so every app server agrees.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';
import { HttpError } from '../plugins/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export type StoredAnswer<T> = { statusCode: number; body: T; replayed: boolean };

/** The answer's body; a replayed one says so in the `idempotent-replayed` header. */
export function sendStored<T>(reply: FastifyReply, answer: { body: T; replayed: boolean }): T {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return answer.body;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The header's value, or undefined when absent; a malformed key is a 400 naming the header. */
export function readIdempotencyKey(headers: Record<string, unknown>): string | undefined {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    throw new HttpError(
      400,
      'Idempotency-Key: must be 1 to 255 visible characters (a UUID is ideal)',
      { 'Idempotency-Key': 'must be 1 to 255 visible characters (a UUID is ideal)' },
    );
  }
  return raw;
}

/** JSON with object keys sorted, so the same body in another key order hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

const REUSED_KEY_MESSAGE =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

function answerFor<T>(
  row: { requestHash: string; statusCode: number | null; responseBody: unknown },
  hash: string,
): StoredAnswer<T> {
  if (row.requestHash !== hash) throw new HttpError(422, REUSED_KEY_MESSAGE);
  if (row.statusCode === null) {
    throw new HttpError(409, 'A request with this Idempotency-Key is still in progress.');
  }
  return { statusCode: row.statusCode, body: row.responseBody as T, replayed: true };
}

async function findKey(executor: Executor, scope: string, key: string) {
  const [row] = await executor
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** A stored first answer for this key, without doing any work (cheap check before validation). */
export async function findStoredAnswer<T>(
  db: Executor,
  options: { scope: string; key: string | undefined; payload: unknown },
): Promise<StoredAnswer<T> | undefined> {
  if (!options.key) return undefined;
  const row = await findKey(db, options.scope, options.key);
  return row ? answerFor<T>(row, requestHash(options.payload)) : undefined;
}

/**
 * Runs `work` in one transaction. With a key, the key row is inserted first in that same
 * transaction: a concurrent request with the same key waits on the row (PostgreSQL's unique
 * index), then reads the first answer. An error rolls everything back, key included, so a
 * failed request may be retried with the same key.
 */
export async function runIdempotent<T>(
  db: Db,
  options: { scope: string; key: string | undefined; payload: unknown },
  work: (trx: Executor) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredAnswer<T>> {
  const { scope, key } = options;
  if (!key) {
    return db.transaction(async (trx) => ({ ...(await work(trx)), replayed: false }));
  }
  const hash = requestHash(options.payload);
  return db.transaction(async (trx) => {
    const inserted = await trx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const row = await findKey(trx, scope, key);
      if (!row)
        throw new HttpError(409, 'A request with this Idempotency-Key is still in progress.');
      return answerFor<T>(row, hash);
    }
    const answer = await work(trx);
    await trx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, responseBody: answer.body as unknown })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

/** A key claimed by work that spans transactions (src/server/payments/pipeline.ts). */
export type KeyClaim = { scope: string; key: string; hash: string };

/** A claim no answer followed for this long was abandoned (a crash between the steps). */
const CLAIM_LEASE_MS = 10 * 60_000;

/**
 * For work in several transactions with a provider call between them (a payment). In the first
 * transaction: the stored first answer to replay, or the key claimed, its row committed as "in
 * progress" with that transaction, so a concurrent request with the same key is a 409 until
 * `storeAnswer` writes the answer (or `releaseKey` gives the key back after an error). A claim
 * older than the lease is taken over: the provider's own idempotency key keeps the retry safe.
 */
export async function claimKey<T>(
  trx: Executor,
  options: { scope: string; key: string | undefined; payload: unknown },
): Promise<{ replay: StoredAnswer<T> } | { claim: KeyClaim | undefined }> {
  const { scope, key } = options;
  if (!key) return { claim: undefined };
  const hash = requestHash(options.payload);
  const claim = { scope, key, hash };
  const inserted = await trx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claim };
  const row = await findKey(trx, scope, key);
  if (row && row.statusCode === null && row.requestHash === hash) {
    const takenOver = await trx
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - CLAIM_LEASE_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (takenOver.length > 0) return { claim };
  }
  if (!row) throw new HttpError(409, 'A request with this Idempotency-Key is still in progress.');
  return { replay: answerFor<T>(row, hash) };
}

/** The claimed key's answer, written in the transaction that produced it. */
export async function storeAnswer(
  trx: Executor,
  claim: KeyClaim,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await trx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
}

/** The work failed after its claim committed: the key is free again, as a rollback leaves it. */
export async function releaseKey(db: Executor, claim: KeyClaim): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.statusCode),
      ),
    );
}
