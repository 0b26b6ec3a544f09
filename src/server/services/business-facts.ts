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
import { withinDeadline } from '../db/deadline';
import { selectBusinessFacts } from './business-repository';

/** How long one server trusts its copy before reading the row again. */
export const FRESH_MS = 5_000;

type Entry = { facts: Promise<BusinessFacts>; readAt: number };
const cache = new WeakMap<Executor, Entry>();

/** The business's facts and their version, at most FRESH_MS old (fresh at once after a PUT here). */
export async function readBusinessFacts(db: Executor, now = Date.now()): Promise<BusinessFacts> {
  const entry = cache.get(db);
  if (entry && now - entry.readAt < FRESH_MS) return entry.facts;
  // A read the database never answers is cut at its deadline, then forgotten like a failure (020).
  const facts = withinDeadline(selectBusinessFacts(db));
  cache.set(db, { facts, readAt: now });
  // A failed read is not kept: the next call tries the database again.
  facts.catch(() => {
    if (cache.get(db)?.facts === facts) cache.delete(db);
  });
  return facts;
}

/** After a change on this server: later reads get the new row without waiting for FRESH_MS. */
export function rememberBusinessFacts(db: Executor, facts: BusinessFacts): void {
  cache.set(db, { facts: Promise.resolve(facts), readAt: Date.now() });
}
