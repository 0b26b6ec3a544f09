// PGlite's memory for a small server (decisions.md "Running it", docs/decisions/046). Measured
// on PGlite 0.5.16: the WebAssembly heap is sized by PostgreSQL's own settings (shared_buffers
// 128 MB by default, wal_buffers a 32nd of it), and initdb, which runs only when the data folder
// is new, leaves about 400 MB behind in the process that ran it. So initdb runs in a short-lived
// child process, and the server's own PGlite starts with buffers sized for one small business.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../project-root';

/**
 * Ours: the whole database of one installer is a few MB, so 16 MB of shared buffers holds it
 * (PostgreSQL's 128 MB default was ~100 MB of resident memory); wal_buffers follows; one
 * connection needs no room for 100; work_mem stays at the default 4 MB (sorts of a day's board).
 */
const PGLITE_MEMORY_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=512kB',
  'max_connections=4',
  'temp_buffers=1MB',
];

/** `startParams` replaces PGlite's own parameters: ours are added to its defaults. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...PGLITE_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]),
];

/** True when `dataDir` already holds a PostgreSQL data folder. */
export function hasDataFolder(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a new data folder in a child process that exits once initdb is done, so the memory
 * initdb used never stays in the server. Nothing happens when the folder exists already.
 */
export function initDataFolderApart(dataDir: string): void {
  if (dataDir.startsWith('memory://') || hasDataFolder(dataDir)) return;
  const script =
    "import { PGlite } from '@electric-sql/pglite';" +
    'const db = await PGlite.create(process.env.PGLITE_INIT_DIR, { startParams: JSON.parse(process.env.PGLITE_INIT_PARAMS) });' +
    'await db.close();';
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(projectRoot),
    env: {
      ...process.env,
      PGLITE_INIT_DIR: dataDir,
      PGLITE_INIT_PARAMS: JSON.stringify(PGLITE_START_PARAMS),
    },
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `Creating the embedded database in ${dataDir} failed: ${result.stderr || result.error?.message || `exit ${result.status}`}`,
    );
  }
}
