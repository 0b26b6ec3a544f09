// Takes one backup of the embedded database and its files into DATA_DIR/backups, then keeps the
// newest 14 (decisions.md "Running it", docs/decisions/046 says what "consistent" promises).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import { backupFileName, backupsFolder, pruneBackups, type BackupReason } from './backup-files';
import { writeBackupArchive } from './archive';
import { DATABASE_COPY_SUFFIX } from './interrupted';

export type TakenBackup = { file: string; removed: string[] };

/** One backup at a time per process: a second request waits for the first, then takes its own. */
let chain: Promise<unknown> = Promise.resolve();

export function takeBackup(
  database: Pick<Database, 'copyDataFolder'>,
  dataDir: string,
  reason: BackupReason,
  now: () => Date = () => new Date(),
): Promise<TakenBackup> {
  const run = async (): Promise<TakenBackup> => {
    if (!database.copyDataFolder) {
      throw new Error('Backups are taken of the embedded database only: use pg_dump on PostgreSQL');
    }
    const file = join(backupsFolder(dataDir), backupFileName(now(), reason));
    // The database is copied beside the archive at a transaction boundary, then packed from
    // there while bookings go on.
    const copy = `${file}${DATABASE_COPY_SUFFIX}`;
    try {
      await database.copyDataFolder(copy);
      await writeBackupArchive(file, copy, dataDir);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
    return { file, removed: pruneBackups(dataDir) };
  };
  const result = chain.then(run, run);
  chain = result.catch(() => undefined);
  return result;
}
