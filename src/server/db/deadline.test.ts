// Shared reads and closes that a silent database cannot hold for good (docs/decisions/020).
import { describe, expect, it } from 'vitest';
import { ANSWER_DEADLINE_MS, outcomeWithin, singleFlight, withinDeadline } from './deadline';
import { POSTGRES_LIMITS } from './postgres-pool';
import { DatabaseTimeoutError, isDatabaseUnreachable } from './unreachable';

const never = () => new Promise<never>(() => {});

describe('outcomeWithin', () => {
  it('tells fulfilled, rejected and late apart', async () => {
    expect(await outcomeWithin(Promise.resolve(1), 50)).toBe('fulfilled');
    expect(await outcomeWithin(Promise.reject(new Error('no')), 50)).toBe('rejected');
    expect(await outcomeWithin(never(), 50)).toBe('late');
  });
});

describe('withinDeadline', () => {
  it('passes an answer on, and turns no answer into a 503 error at the deadline', async () => {
    expect(await withinDeadline(Promise.resolve('row'), 50)).toBe('row');
    const start = performance.now();
    const error: unknown = await withinDeadline(never(), 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseTimeoutError);
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(performance.now() - start).toBeGreaterThanOrEqual(45);
  });

  it('only cuts what the PostgreSQL pool failed to bound (a connection, then an answer)', () => {
    expect(ANSWER_DEADLINE_MS).toBeGreaterThan(POSTGRES_LIMITS.connectMs + POSTGRES_LIMITS.queryMs);
  });
});

describe('singleFlight', () => {
  it('shares one running read per key, and forgets it once it has answered', async () => {
    const shared = singleFlight<string, number>(1_000);
    let started = 0;
    const read = () => Promise.resolve(++started);
    expect(await Promise.all([shared('a', read), shared('a', read), shared('b', read)])).toEqual([
      1, 1, 2,
    ]);
    expect(await shared('a', read)).toBe(3);
  });

  it('never hands a failed read to a later caller', async () => {
    const shared = singleFlight<string, string>(1_000);
    await expect(shared('a', () => Promise.reject(new Error('reset')))).rejects.toThrow('reset');
    expect(await shared('a', () => Promise.resolve('again'))).toBe('again');
  });

  it('gives up on a read that never settles, and the next caller starts a new one', async () => {
    const shared = singleFlight<string, string>(50);
    const waiting = [shared('a', never), shared('a', () => Promise.resolve('joined'))];
    for (const waiter of waiting) await expect(waiter).rejects.toBeInstanceOf(DatabaseTimeoutError);
    expect(await shared('a', () => Promise.resolve('fresh'))).toBe('fresh');
  });
});
