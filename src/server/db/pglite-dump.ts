// PGlite's data folder copied for a backup (docs/decisions/046). PGlite's own dumpDataDir()
// tars everything under DATA_DIR into memory, which also holds the photos and the backups
// themselves, so only PostgreSQL's own entries are copied here, file to file on the disk PGlite's
// NodeFS writes to: nothing of the database is held in memory (an in-memory tar of a new
// database held ~100 MB until the next GC).
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** PostgreSQL's entries in a data folder; postmaster.pid is left out (the server writes it). */
const POSTGRES_ENTRY =
  /^(base|global|pg_[a-z_]+|PG_VERSION|postgresql(\.auto)?\.conf|postmaster\.opts|pg_hba\.conf|pg_ident\.conf)$/;

export function isPostgresEntry(name: string): boolean {
  return POSTGRES_ENTRY.test(name);
}

/** Copies PostgreSQL's files under `dataDir` into `into` (synchronously: nothing may write meanwhile). */
export function copyPostgresFiles(dataDir: string, into: string): void {
  for (const name of readdirSync(dataDir).filter(isPostgresEntry)) {
    cpSync(join(dataDir, name), join(into, name), { recursive: true });
  }
}
