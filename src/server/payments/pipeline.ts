// The one payment pipeline (docs/decisions/027-payment-pipeline.md). Every way money comes in
// (a booking's or a store order's card intent, the sandbox's confirm, a Square token charge)
// runs the same three steps:
//   1. prepare, in a transaction: lock what is paid for, check it is payable, take a lapsed
//      place back, claim the Idempotency-Key; or answer at once (a replay, an open intent);
//   2. call the provider OUTSIDE any transaction: no row or slot lock is held while it answers,
//      so other requests (on PGlite: every request) go on meanwhile;
//   3. settle, in a second transaction: lock again and record the provider's answer, once
//      (settle.ts decides again under the lock: a webhook or another request may have come first).
// Webhooks are step 3 alone (webhooks.ts). A refund that settling decided is sent after the
// commit (refunds.ts), on a replay too.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import {
  claimKey,
  releaseKey,
  storeAnswer,
  type KeyClaim,
  type StoredAnswer,
} from '../services/idempotency';
import { sendOwedRefund } from './refunds';

export type Answer<T> = { statusCode: number; body: T };

export type Prepared<T, P> = { answer: Answer<T> } | { call: P };

export type PaymentSteps<T, P, R> = {
  idempotency: { scope: string; key: string | undefined; payload: unknown };
  /** Runs before a stored answer is replayed (a manage token: a replay never bypasses it). */
  guard?: (trx: Executor) => Promise<unknown>;
  prepare: (trx: Executor) => Promise<Prepared<T, P>>;
  /** The provider's call; never given a transaction. */
  callProvider: (prepared: P) => Promise<R>;
  settle: (trx: Executor, prepared: P, result: R) => Promise<Answer<T>>;
  /** The payment whose owed refund, if settling decided one, is sent after commit. */
  refundOf?: (body: T) => number | null;
};

type FirstStep<T, P> = { done: StoredAnswer<T> } | { call: P; claim: KeyClaim | undefined };

export async function runPayment<T, P, R>(
  ctx: AppContext,
  steps: PaymentSteps<T, P, R>,
): Promise<StoredAnswer<T>> {
  const { db } = ctx;
  const first = await db.transaction(async (trx): Promise<FirstStep<T, P>> => {
    await steps.guard?.(trx);
    const claimed = await claimKey<T>(trx, steps.idempotency);
    if ('replay' in claimed) return { done: claimed.replay };
    const prepared = await steps.prepare(trx);
    if ('call' in prepared) return { call: prepared.call, claim: claimed.claim };
    if (claimed.claim) await storeAnswer(trx, claimed.claim, prepared.answer);
    return { done: { ...prepared.answer, replayed: false } };
  });
  const answer = 'done' in first ? first.done : await callAndSettle(ctx, steps, first);
  // Money settling could not accept goes back now that its decision is committed (a replay too).
  const paymentId = steps.refundOf?.(answer.body) ?? null;
  if (paymentId !== null) await sendOwedRefund(ctx, { id: paymentId });
  return answer;
}

async function callAndSettle<T, P, R>(
  ctx: AppContext,
  steps: PaymentSteps<T, P, R>,
  first: { call: P; claim: KeyClaim | undefined },
): Promise<StoredAnswer<T>> {
  try {
    const result = await steps.callProvider(first.call);
    return await ctx.db.transaction(async (trx) => {
      const settled = await steps.settle(trx, first.call, result);
      if (first.claim) await storeAnswer(trx, first.claim, settled);
      return { ...settled, replayed: false };
    });
  } catch (error) {
    // As a rolled-back transaction would: the same key may be sent again.
    if (first.claim) await releaseKey(ctx.db, first.claim);
    throw error;
  }
}
