// Room photo bytes on the embedded database live in files, not in PGlite (docs/decisions/012):
// PGlite turns a bytea parameter into hex text in JavaScript on the main thread (1.5 s for 5 MB,
// measured) and its WebAssembly memory never shrinks. On PostgreSQL the bytes stay in the row,
// which every app server can read; this module is then not used.
import { randomBytes } from 'node:crypto';
import { UPLOAD_ID_PATTERN } from '../../../domain/schemas/booking-photos';
import { openFileStore, type FileStore } from '../files/file-store';

/** Upload ids are 128 random bits in base64url; nothing else ever becomes a file name. */
export function newUploadId(): string {
  return randomBytes(16).toString('base64url');
}

/** Files named by upload id. */
export type PhotoFiles = FileStore;

/**
 * The photo folder of an embedded database: `DATA_DIR/room-photos`, or a temporary folder
 * (removed on close) when the database itself is in memory.
 */
export function openPhotoFiles(dataDir: string): PhotoFiles {
  return openFileStore(dataDir, {
    folderName: 'room-photos',
    namePattern: UPLOAD_ID_PATTERN,
    what: 'an upload id',
  });
}
