// One backup archive: a gzipped tar holding `database.tar` (PGlite's data folder, dumped at a
// transaction boundary) and `files/<folder>/<name>` for the files beside the data (room photos,
// product images). Written to a temporary name and renamed, so a half-written backup never
// looks like one.
import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** The folders under DATA_DIR that hold files the database names (docs/decisions/012, 026). */
export const FILE_FOLDERS = ['room-photos', 'product-images'] as const;
export const DATABASE_ENTRY = 'database.tar';

export async function writeBackupArchive(
  file: string,
  databaseTar: Uint8Array,
  dataDir: string,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial));
  const add = (name: string, bytes: Uint8Array) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: bytes.length }, Buffer.from(bytes), (err) =>
        err ? reject(err) : resolve(),
      );
    });
  try {
    await add(DATABASE_ENTRY, databaseTar);
    for (const folder of FILE_FOLDERS) {
      const path = join(dataDir, folder);
      if (!existsSync(path)) continue;
      for (const name of readdirSync(path)) {
        if (!statSync(join(path, name)).isFile()) continue;
        // A file removed since it was listed (an expired upload) is simply not in the backup.
        const bytes = await readFile(join(path, name)).catch(() => undefined);
        if (bytes) await add(`files/${folder}/${name}`, bytes);
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

/** Writes an archive's database folder and files under `dataDir`. */
export async function readBackupArchive(file: string, dataDir: string): Promise<void> {
  const extract = tar.extract();
  let database: Uint8Array | undefined;
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const name = entry.header.name;
    if (name === DATABASE_ENTRY) {
      database = bytes;
      await extractTar(bytes, dataDir);
      continue;
    }
    const path = normalize(name);
    const folder = FILE_FOLDERS.find((f) => path.startsWith(`files${sep}${f}${sep}`));
    // Only the folders a backup writes; nothing outside them (a crafted ../ path) is written.
    if (!folder || path.includes('..') || entry.header.type !== 'file') continue;
    const target = join(dataDir, path.slice('files'.length + 1));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
  await reading;
  if (!database) throw new Error(`${file} is not a backup: it holds no ${DATABASE_ENTRY}`);
}

/** The database folder's tar (db/pglite-dump.ts) into `dataDir`, refusing paths that leave it. */
async function extractTar(bytes: Uint8Array, dataDir: string): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(Readable.from([Buffer.from(bytes)]), extract);
  for await (const entry of extract) {
    const path = normalize(entry.header.name);
    if (path.startsWith('..') || isAbsolute(path))
      throw new Error(`Unsafe path in backup: ${path}`);
    const target = join(dataDir, path);
    if (entry.header.type === 'directory') {
      await mkdir(target, { recursive: true });
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, Buffer.concat(chunks));
  }
  await reading;
}
