// /api/health asks the database (issue 11 item 7) but stays cheap: it is benchmarked against bare
// node:http (README), so one check answers every health request of the next second.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** How long one answer of the database stands for. */
export const PROBE_CACHE_MS = 1_000;
/** A database that has not answered `select 1` by then counts as unreachable. */
export const PROBE_TIMEOUT_MS = 1_000;

export type DatabaseProbe = {
  /** The last answer while it is fresh, else undefined (call `check`). */
  cached(): boolean | undefined;
  /** Asks the database now (one question at a time, however many requests wait). */
  check(): Promise<boolean>;
};

export function createDatabaseProbe(
  database: Database,
  now = () => performance.now(),
): DatabaseProbe {
  let last: { at: number; reachable: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  // The question last sent, until the database answers it or the driver gives up on it (5 s on
  // PostgreSQL, docs/decisions/020). While a silent database holds it, later checks wait for the
  // same one instead of sending more: health never takes more than one of the pool's connections.
  let question: Promise<boolean> | undefined;

  const ask = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
    });
    try {
      const answer = (question ??= database.db
        .execute(sql`select 1`)
        .then(
          () => true,
          () => false,
        )
        .finally(() => {
          question = undefined;
        }));
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    cached() {
      return last && now() - last.at < PROBE_CACHE_MS ? last.reachable : undefined;
    },
    check() {
      running ??= ask().then((reachable) => {
        last = { at: now(), reachable };
        running = undefined;
        return reachable;
      });
      return running;
    },
  };
}
