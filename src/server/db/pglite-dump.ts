// PGlite's data folder as a tar, for backups (docs/decisions/046). PGlite's own dumpDataDir()
// tars everything under DATA_DIR, which also holds the photos and the backups themselves (each
// backup would hold all the earlier ones, read into memory), so only PostgreSQL's own entries are
// read here, straight from the disk PGlite's NodeFS writes to.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import tar from 'tar-stream';

/** PostgreSQL's entries in a data folder; postmaster.pid is left out (the server writes it). */
const POSTGRES_ENTRY =
  /^(base|global|pg_[a-z_]+|PG_VERSION|postgresql(\.auto)?\.conf|postmaster\.opts|pg_hba\.conf|pg_ident\.conf)$/;

export function isPostgresEntry(name: string): boolean {
  return POSTGRES_ENTRY.test(name);
}

type Entry = { name: string; bytes?: Buffer };

function collect(root: string, relative: string, into: Entry[]): void {
  const path = join(root, relative);
  if (statSync(path).isDirectory()) {
    into.push({ name: `${relative}/` });
    for (const child of readdirSync(path)) collect(root, `${relative}/${child}`, into);
  } else {
    into.push({ name: relative, bytes: readFileSync(path) });
  }
}

/** Reads PostgreSQL's files under `dataDir` (synchronously: nothing may write meanwhile). */
export function readPostgresFiles(dataDir: string): Entry[] {
  const entries: Entry[] = [];
  for (const name of readdirSync(dataDir).filter(isPostgresEntry)) collect(dataDir, name, entries);
  return entries;
}

/** The entries as one tar. */
export async function tarOf(entries: readonly Entry[]): Promise<Uint8Array> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  for (const entry of entries) {
    if (entry.bytes) pack.entry({ name: entry.name, size: entry.bytes.length }, entry.bytes);
    else pack.entry({ name: entry.name, type: 'directory' });
  }
  pack.finalize();
  await ended;
  return Buffer.concat(chunks);
}
