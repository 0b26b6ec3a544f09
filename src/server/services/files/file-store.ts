// A folder of files beside the data, named by a pattern the caller checks: room photos
// (docs/decisions/012) and product images (issue 26 item 16). Files are written and read by
// libuv's thread pool, so the event loop is never held. An in-memory database (the tests) gets a
// temporary folder, removed on close.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../db/private-data-folder';

export type FileStore = {
  readonly folder: string;
  write(name: string, bytes: Uint8Array): Promise<void>;
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
  close(): void;
};

export interface FileStoreOptions {
  /** The folder's name under DATA_DIR, and the prefix of the temporary one. */
  readonly folderName: string;
  /** The only names that ever become files. */
  readonly namePattern: RegExp;
  /** What the error says when a name does not fit the pattern. */
  readonly what: string;
}

export function openFileStore(dataDir: string, options: FileStoreOptions): FileStore {
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory
    ? mkdtempSync(join(tmpdir(), `tvmount-${options.folderName}-`))
    : join(dataDir, options.folderName);
  // The data folder's files are the server user's alone (docs/decisions/056).
  mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const pathOf = (name: string) => {
    if (!options.namePattern.test(name)) throw new Error(`not ${options.what}`);
    return join(folder, name);
  };
  return {
    folder,
    async write(name, bytes) {
      const target = pathOf(name);
      const partial = `${target}.partial`;
      // Written, flushed, then renamed: a crash never leaves half a file under its real name.
      const file = await open(partial, 'w', PRIVATE_FILE_MODE);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(partial, target);
    },
    async read(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    close() {
      if (inMemory) rmSync(folder, { recursive: true, force: true });
    },
  };
}
