// The metrics that read one app's database, collected when /metrics is scraped: the outbox's
// waiting and failed messages by channel (one query) and the database pool's use.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { queryRows, type Database } from '../../db/client';
import { OUTBOX_CHANNELS } from '../../db/schema/outbox';

type OutboxRow = { channel: string; status: string; count: number | string };

export function appRegistry(database: Database, log: FastifyBaseLogger): Registry {
  const registry = new Registry();
  const outboxCounts = async (): Promise<OutboxRow[]> =>
    queryRows<OutboxRow>(
      database.db,
      sql`select channel, status, count(*) as count from outbox_emails
          where status in ('pending', 'failed') group by channel, status`,
    );
  new Gauge({
    name: 'outbox_messages',
    help: 'Outbox messages by channel and status: pending (waiting to be sent) and failed',
    labelNames: ['channel', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let rows: OutboxRow[];
      try {
        rows = await outboxCounts();
      } catch (err) {
        // A scrape while the database is away still answers the process's own metrics.
        log.warn({ err }, 'The outbox metrics could not be read');
        return;
      }
      for (const channel of OUTBOX_CHANNELS) {
        for (const status of ['pending', 'failed']) {
          const row = rows.find((r) => r.channel === channel && r.status === status);
          this.set({ channel, status }, Number(row?.count ?? 0));
        }
      }
    },
  });
  new Gauge({
    name: 'database_pool_connections',
    help: 'Database connections by state: total and idle open, waiting = queries queued for one (PGlite: one connection, total only)',
    labelNames: ['state', 'database'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse();
      for (const [state, value] of Object.entries(use)) {
        this.set({ state, database: database.kind }, value);
      }
    },
  });
  return registry;
}
