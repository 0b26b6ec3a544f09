// One backup archive: a gzipped tar holding `database/<path>` (PGlite's data folder, copied at a
// transaction boundary) and `files/<folder>/<name>` for the files beside the data (room photos,
// product images). Every file is streamed into and out of the archive, never held whole in
// memory. Written to a temporary name and renamed, so a half-written backup never looks like one
// (and a temporary one left by a crash is removed at the next start, interrupted.ts). Every file
// and folder written is the server user's alone (0600, 0700: docs/decisions/056).
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../db/private-data-folder';
import { countingLimit } from './unpack-limit';

/** The folders under DATA_DIR that hold files the database names (docs/decisions/012, 026). */
export const FILE_FOLDERS = ['room-photos', 'product-images'] as const;
const DATABASE = 'database';
/** An archive being written: `<final name>.partial`. */
export const PARTIAL_SUFFIX = '.partial';

type Entry = { relative: string; folder: boolean };

/**
 * Everything under `root`, as paths relative to it ('/'-separated), each folder before what it
 * holds: PostgreSQL needs its empty folders (pg_tblspc, pg_twophase, ...) too.
 */
function entriesUnder(root: string, relative = ''): Entry[] {
  const path = join(root, relative);
  if (!statSync(path).isDirectory()) return [{ relative, folder: false }];
  const children = readdirSync(path).flatMap((child) =>
    entriesUnder(root, relative ? `${relative}/${child}` : child),
  );
  return relative ? [{ relative, folder: true }, ...children] : children;
}

/**
 * Writes the archive of the database folder copy `databaseCopy` and the file folders of
 * `dataDir` into `file`.
 */
export async function writeBackupArchive(
  file: string,
  databaseCopy: string,
  dataDir: string,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const partial = `${file}${PARTIAL_SUFFIX}`;
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: PRIVATE_FILE_MODE }),
  );
  const add = async (name: string, path: string) => {
    const { size } = statSync(path);
    await pipeline(createReadStream(path), pack.entry({ name, size }));
  };
  try {
    for (const { relative, folder } of entriesUnder(databaseCopy)) {
      const name = `${DATABASE}/${relative}`;
      if (folder) pack.entry({ name, type: 'directory' });
      else await add(name, join(databaseCopy, relative));
    }
    for (const folder of FILE_FOLDERS) {
      const path = join(dataDir, folder);
      if (!existsSync(path)) continue;
      for (const name of readdirSync(path)) {
        // A file removed since it was listed (an expired upload) is simply not in the backup.
        const stat = statSync(join(path, name), { throwIfNoEntry: false });
        if (stat?.isFile()) await add(`files/${folder}/${name}`, join(path, name));
      }
    }
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (err) {
    pack.destroy();
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Where an archive entry goes under `dataDir`: the database's files at its top, the file
 * folders' files in their folder; anything else (a crafted ../ path) nowhere.
 */
function targetOf(name: string, dataDir: string): string | undefined {
  const path = normalize(name);
  if (path.split(sep).includes('..')) return undefined;
  if (path.startsWith(`${DATABASE}${sep}`)) return join(dataDir, path.slice(DATABASE.length + 1));
  const folder = FILE_FOLDERS.find((f) => path.startsWith(`files${sep}${f}${sep}`));
  return folder ? join(dataDir, path.slice('files'.length + 1)) : undefined;
}

/**
 * Writes an archive's database folder and files under `dataDir`; more than `limit` unpacked
 * bytes stop it with UnpackTooLarge (restore.ts checks the size first; this holds even if the
 * file changed in between).
 */
export async function readBackupArchive(
  file: string,
  dataDir: string,
  limit = Number.POSITIVE_INFINITY,
): Promise<void> {
  const extract = tar.extract();
  let database = false;
  const reading = pipeline(
    createReadStream(file),
    createGunzip(),
    countingLimit(limit, file),
    extract,
  );
  // Its error (a limit passed, a broken gzip) ends the loop below too; it is thrown from there.
  reading.catch(() => undefined);
  for await (const entry of extract) {
    const { type } = entry.header;
    const target =
      type === 'file' || type === 'directory' ? targetOf(entry.header.name, dataDir) : undefined;
    if (!target || type === 'directory') {
      if (target) await mkdir(target, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      entry.resume();
      continue;
    }
    if (normalize(entry.header.name) === join(DATABASE, 'PG_VERSION')) database = true;
    await mkdir(dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await pipeline(entry, createWriteStream(target, { mode: PRIVATE_FILE_MODE }));
  }
  await reading;
  if (!database) throw new Error(`${file} is not a backup: it holds no database`);
}
