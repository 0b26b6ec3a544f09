// One backup archive: a gzipped tar holding `database/<path>` (PGlite's data folder, copied at a
// transaction boundary) and `files/<folder>/<name>` for the files beside the data (room photos,
// product images). Every file is streamed into and out of the archive, never held whole in
// memory. Written to a temporary name and renamed, so a half-written backup never looks like one.
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** The folders under DATA_DIR that hold files the database names (docs/decisions/012, 026). */
export const FILE_FOLDERS = ['room-photos', 'product-images'] as const;
const DATABASE = 'database';

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
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial));
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

/** Writes an archive's database folder and files under `dataDir`. */
export async function readBackupArchive(file: string, dataDir: string): Promise<void> {
  const extract = tar.extract();
  let database = false;
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const { type } = entry.header;
    const target =
      type === 'file' || type === 'directory' ? targetOf(entry.header.name, dataDir) : undefined;
    if (!target || type === 'directory') {
      if (target) await mkdir(target, { recursive: true });
      entry.resume();
      continue;
    }
    if (normalize(entry.header.name) === join(DATABASE, 'PG_VERSION')) database = true;
    await mkdir(dirname(target), { recursive: true });
    await pipeline(entry, createWriteStream(target));
  }
  await reading;
  if (!database) throw new Error(`${file} is not a backup: it holds no database`);
}
