import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { guardRootQueries, ROOT_QUERY_IN_TRANSACTION } from './pglite-guard';

const client = guardRootQueries(await PGlite.create('memory://'));
afterAll(() => client.close());

describe('guardRootQueries', () => {
  it('refuses a root query made inside an open transaction, at once', async () => {
    const outcome = client.transaction(async (tx) => {
      await tx.query('select 1');
      return client.query('select 2');
    });
    await expect(outcome).rejects.toThrow(ROOT_QUERY_IN_TRANSACTION);
  });

  it('lets the transaction itself, and root queries outside it, run', async () => {
    const inside = await client.transaction(async (tx) => (await tx.query('select 1 as n')).rows);
    expect(inside).toEqual([{ n: 1 }]);
    // A root query of another request waits for a transaction, as it should.
    const [, outside] = await Promise.all([
      client.transaction((tx) => tx.query('select pg_sleep(0.05)')),
      client.query('select 2 as n'),
    ]);
    expect(outside.rows).toEqual([{ n: 2 }]);
  });
});
