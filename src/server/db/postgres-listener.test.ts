// The dedicated LISTEN connection (docs/decisions/039-live-updates.md), PostgreSQL only: it hears
// a NOTIFY only once the announcing transaction commits, and after its backend is terminated (what
// a database restart does) it listens again by itself and says so, so streams can resync.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../testing/test-app';
import { listenOnPostgres } from './postgres-listener';

const databaseUrl = await createTestDatabaseUrl();

async function waitFor(check: () => boolean, ms: number) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.runIf(databaseUrl)('a LISTEN connection of its own (PostgreSQL)', () => {
  it('hears at commit only, and listens again after its backend is terminated', async () => {
    const url = databaseUrl ?? '';
    const heard: string[] = [];
    let resumed = 0;
    let errors = 0;
    const listener = await listenOnPostgres(url, 'live_test', {
      onNotify: (payload) => heard.push(payload),
      onResume: () => (resumed += 1),
      onError: () => (errors += 1),
    });
    const sql = new pg.Client({ connectionString: url });
    await sql.connect();
    try {
      await sql.query('begin');
      await sql.query(`select pg_notify('live_test', '1')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
      await sql.query('commit');
      await waitFor(() => heard.length === 1, 2_000);
      await sql.query('begin');
      await sql.query(`select pg_notify('live_test', '2')`);
      await sql.query('rollback');

      await sql.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name = 'live-updates'`,
      );
      await waitFor(() => resumed === 1, 5_000);
      expect(errors).toBeGreaterThanOrEqual(1);
      await sql.query(`select pg_notify('live_test', '3')`);
      await waitFor(() => heard.length === 2, 2_000);
      expect(heard).toEqual(['1', '3']);
    } finally {
      await sql.end();
      await listener.stop();
    }
  });
});
