// `npm run backup` and `npm run restore -- <file>` (scripts/backup.mjs, scripts/restore.mjs run
// the built copy of this file). A backup is asked of the server running on DATA_DIR, or taken
// here when none runs (two processes must never open one PGlite folder). The running server is
// asked with the backup key it wrote in DATA_DIR/server.json (server-file.ts, docs/decisions/056).
import { resolve } from 'node:path';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { restoreBackup, RestoreRefused } from './restore';
import { removeInterruptedBackups } from './interrupted';
import { BACKUP_KEY_HEADER, runningServer, type ServerFile } from './server-file';
import { takeBackup } from './take-backup';

export async function backupCommand(): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (see README, Backups).');
    return 1;
  }
  const server = runningServer(config.DATA_DIR);
  if (server) {
    const asked = await askRunningServer(server);
    if ('refused' in asked) {
      console.error(asked.refused);
      return 1;
    }
    console.log(`Backup written by the running server: ${asked.file}`);
    return 0;
  }
  const database = await openDatabase({ dataDir: config.DATA_DIR });
  try {
    removeInterruptedBackups(config.DATA_DIR);
    const { file } = await takeBackup(database, config.DATA_DIR, 'manual');
    console.log(`Backup written: ${file}`);
    return 0;
  } finally {
    await database.close();
  }
}

/** Asks the server of this server file for a backup now: the archive written, or why not. */
export async function askRunningServer(
  server: ServerFile,
): Promise<{ file: string } | { refused: string }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/backups`, {
    method: 'POST',
    headers: { [BACKUP_KEY_HEADER]: server.backupKey ?? '' },
  });
  const body = (await res.json()) as { file?: string; message?: string };
  if (res.status !== 201 || !body.file) {
    return { refused: `The server refused the backup (${res.status}): ${body.message ?? ''}` };
  }
  return { file: body.file };
}

export async function restoreCommand(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run restore -- <backup .tar.gz>');
    return 1;
  }
  const config = loadConfig();
  try {
    await restoreBackup(resolve(file), config.DATA_DIR);
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  console.log(`Restored ${file} into ${config.DATA_DIR}`);
  return 0;
}
