// `npm run restore -- <file>`: a backup into an empty DATA_DIR. A folder holding anything is
// refused: restoring over a database would mix two of them.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '../../db/pglite-settings';
import { readBackupArchive } from './archive';

export class RestoreRefused extends Error {}

export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty: restore into an empty folder (or move this one away first)`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  await readBackupArchive(file, dataDir);
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  // Replays what the checkpoint left in the log, then shuts down cleanly.
  await client.query('select 1');
  await client.close();
}
