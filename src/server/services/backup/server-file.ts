// DATA_DIR/server.json: how `npm run backup` finds the server running on this data folder (its
// pid and port) and proves it may ask it for a backup (its backup key). Written once it listens,
// removed when it closes; a file left by a killed server names a pid that no longer runs, which
// counts as no server.
//
// The backup key (docs/decisions/056): POST /api/backups needs an admin token, and the command
// line has none. The server writes a random key into this file, 0600 like everything in DATA_DIR,
// so only the server's user (who can read the database anyway) can use it; the API takes it for
// a backup only, from this machine only, and a new key is made at every start.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../../db/private-data-folder';

export type ServerFile = { pid: number; port: number; backupKey: string };

/** The header `npm run backup` sends the server file's key in (routes/backup). */
export const BACKUP_KEY_HEADER = 'x-backup-key';

const path = (dataDir: string) => join(dataDir, 'server.json');

/** Writes this server's file with a new backup key; answers what it wrote. */
export function writeServerFile(
  dataDir: string,
  server: Omit<ServerFile, 'backupKey'>,
): ServerFile {
  const file: ServerFile = { ...server, backupKey: randomBytes(32).toString('base64url') };
  writeFileSync(path(dataDir), JSON.stringify(file), { mode: PRIVATE_FILE_MODE });
  // A file an older server left keeps its mode through writeFileSync: tightened here.
  chmodSync(path(dataDir), PRIVATE_FILE_MODE);
  return file;
}

export function removeServerFile(dataDir: string): void {
  rmSync(path(dataDir), { force: true });
}

function readServerFile(dataDir: string): ServerFile | undefined {
  if (!existsSync(path(dataDir))) return undefined;
  try {
    return JSON.parse(readFileSync(path(dataDir), 'utf8')) as ServerFile;
  } catch {
    return undefined;
  }
}

/** The server running on this folder, if one does. */
export function runningServer(dataDir: string): ServerFile | undefined {
  const server = readServerFile(dataDir);
  if (!server) return undefined;
  try {
    process.kill(server.pid, 0);
    return server;
  } catch {
    return undefined;
  }
}

/** True when `key` is the backup key this process wrote into DATA_DIR/server.json. */
export function isThisServersBackupKey(dataDir: string, key: string): boolean {
  const server = readServerFile(dataDir);
  if (server?.pid !== process.pid || typeof server.backupKey !== 'string') return false;
  const expected = Buffer.from(server.backupKey);
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
