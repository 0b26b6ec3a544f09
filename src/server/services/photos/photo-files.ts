// Room photo bytes on the embedded database live in files, not in PGlite (docs/decisions/012):
// PGlite turns a bytea parameter into hex text in JavaScript on the main thread (1.5 s for 5 MB,
// measured) and its WebAssembly memory never shrinks. Files are written and read by libuv's
// thread pool, so the event loop is never held. On PostgreSQL the bytes stay in the row, which
// every app server can read; this module is then not used.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { UPLOAD_ID_PATTERN } from '../../../domain/schemas/booking-photos';

/** Upload ids are 128 random bits in base64url; nothing else ever becomes a file name. */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

export type PhotoFiles = {
  readonly folder: string;
  write(uploadId: string, bytes: Uint8Array): Promise<void>;
  read(uploadId: string): Promise<Buffer | undefined>;
  remove(uploadId: string): Promise<void>;
  close(): void;
};

function pathOf(folder: string, uploadId: string): string {
  if (!UPLOAD_ID_PATTERN.test(uploadId)) throw new Error('not an upload id');
  return join(folder, uploadId);
}

/**
 * The photo folder of an embedded database: `DATA_DIR/room-photos`, or a temporary folder
 * (removed on close) when the database itself is in memory.
 */
export function openPhotoFiles(dataDir: string): PhotoFiles {
  const inMemory = dataDir.startsWith('memory://');
  const folder = inMemory
    ? mkdtempSync(join(tmpdir(), 'tvmount-photos-'))
    : join(dataDir, 'room-photos');
  mkdirSync(folder, { recursive: true });
  return {
    folder,
    async write(uploadId, bytes) {
      const target = pathOf(folder, uploadId);
      const partial = `${target}.partial`;
      // Written, flushed, then renamed: a crash never leaves half a photo under its real name.
      const file = await open(partial, 'w');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(partial, target);
    },
    async read(uploadId) {
      try {
        return await readFile(pathOf(folder, uploadId));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(uploadId) {
      await rm(pathOf(folder, uploadId), { force: true });
    },
    close() {
      if (inMemory) rmSync(folder, { recursive: true, force: true });
    },
  };
}
