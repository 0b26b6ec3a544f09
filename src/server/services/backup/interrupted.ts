// What a backup interrupted by a crash left (decisions.md "Holding up under abuse"): the archive
// being written (`<name>.tar.gz.partial`, archive.ts) and the database folder copied beside it
// (`<name>.tar.gz.database`, take-backup.ts), 25-30 MB that nothing would ever remove. Removed at
// the next start, before any backup of that server can run.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PARTIAL_SUFFIX } from './archive';
import { backupsFolder, parseBackupFileName } from './backup-files';

export const DATABASE_COPY_SUFFIX = '.database';

/** Removes the leftovers of interrupted backups in DATA_DIR/backups; returns their names. */
export function removeInterruptedBackups(dataDir: string): string[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder).filter((name) =>
    [PARTIAL_SUFFIX, DATABASE_COPY_SUFFIX].some(
      (suffix) =>
        name.endsWith(suffix) && parseBackupFileName(name.slice(0, -suffix.length)) !== undefined,
    ),
  );
  for (const name of names) rmSync(join(folder, name), { recursive: true, force: true });
  return names;
}
