// The one cached read of the business's facts (STYLE.md "Growing without losing the shape";
// docs/decisions/018-business-facts.md). Pages, e-mails, the service-area check and the
// server-rendered landing page call readBusinessFacts(db) instead of holding any fact in code.
//
// Cache: per database object, kept FRESH_MS. A PUT on this server replaces the entry at once, so
// its own pages and e-mails change immediately; another app server sharing the database sees the
// change within FRESH_MS (its entry expires, the next call reads the row). Concurrent misses
// share one query. A transaction passed in is never the cached object, so a read inside one sees
// the row as that transaction does.
import type { BusinessFacts } from '../../domain/schemas/business';
import type { Executor } from '../db/client';
import { selectBusinessFacts } from './business-repository';
import { freshPerDatabase } from './fresh-read';

/** How long one server trusts its copy before reading the row again. */
export const FRESH_MS = 5_000;

const facts = freshPerDatabase(selectBusinessFacts, FRESH_MS);

/** After a change on this server: later reads get the new row without waiting for FRESH_MS. */
export function rememberBusinessFacts(db: Executor, value: BusinessFacts): void {
  facts.remember(db, value);
}

/** The business's facts and their version, at most FRESH_MS old (fresh at once after a PUT here). */
export function readBusinessFacts(db: Executor, now = Date.now()): Promise<BusinessFacts> {
  return facts.read(db, now);
}
