// `npm run restore -- <file>`: a backup into an empty DATA_DIR. A folder holding anything is
// refused: restoring over a database would mix two of them. So is an archive that would unpack
// to more than 20 times its size or past the free disk (unpack-limit.ts), before anything is
// written; the folder is left empty if the archive still grows past it while unpacked.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from '../../db/pglite-settings';
import { keepDataFolderPrivate } from '../../db/private-data-folder';
import { readBackupArchive } from './archive';
import { checkUnpackedSize, UnpackTooLarge, unpackLimit } from './unpack-limit';

export class RestoreRefused extends Error {}

export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty: restore into an empty folder (or move this one away first)`,
    );
  }
  keepDataFolderPrivate(dataDir);
  const limit = await unpackLimit(file, dataDir);
  try {
    await checkUnpackedSize(file, limit);
    await readBackupArchive(file, dataDir, limit);
  } catch (err) {
    if (!(err instanceof UnpackTooLarge)) throw err;
    for (const name of readdirSync(dataDir)) {
      rmSync(join(dataDir, name), { recursive: true, force: true });
    }
    throw new RestoreRefused(err.message);
  }
  const client = await PGlite.create(dataDir, { startParams: PGLITE_START_PARAMS });
  // Replays what the checkpoint left in the log, then shuts down cleanly.
  await client.query('select 1');
  await client.close();
  // PGlite's own files are 0666 when it makes them (private-data-folder.ts).
  keepDataFolderPrivate(dataDir);
}
