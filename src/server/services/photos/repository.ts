// The only code that writes room photo uploads and attaches them to bookings.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { bookingPhotos } from '../../db/schema/index';
import { fieldError } from '../../plugins/errors';
import { newUploadId, type PhotoFiles } from './photo-files';
import type { VerifiedPhoto } from './verify-photo';

/**
 * An upload not named by a booking within this time is deleted. Long enough for a customer who
 * leaves a saved draft overnight, short enough that anonymous uploads cannot pile up.
 */
export const UPLOAD_LIFETIME_HOURS = 48;

const stillFresh = () =>
  gt(bookingPhotos.createdAt, sql`now() - make_interval(hours => ${UPLOAD_LIFETIME_HOURS})`);

/**
 * Writes a verified photo's bytes under a new opaque upload id: in a file (PGlite) before `insert`
 * writes its row, or in the row itself (`bytes`, PostgreSQL). A failed insert removes the file.
 * Room photos and job photos (./job-photos.ts) are both stored through here.
 */
export async function storePhoto(
  files: PhotoFiles | undefined,
  photo: VerifiedPhoto,
  insert: (uploadId: string, bytes: Buffer | null) => Promise<void>,
): Promise<string> {
  const uploadId = newUploadId();
  if (files) await files.write(uploadId, photo.bytes);
  try {
    // node-postgres sends a Buffer as a binary parameter: no copy, no text encoding.
    await insert(uploadId, files ? null : photo.bytes);
  } catch (error) {
    if (files) await files.remove(uploadId);
    throw error;
  }
  return uploadId;
}

/**
 * Stores a verified photo as an unattached upload and returns its opaque id. Its bytes are
 * verifyPhoto's re-encoded ones, never the bytes that were sent (docs/decisions/020).
 */
export async function insertUpload(
  db: Executor,
  files: PhotoFiles | undefined,
  photo: VerifiedPhoto,
): Promise<string> {
  return storePhoto(files, photo, async (uploadId, bytes) => {
    await db.insert(bookingPhotos).values({
      uploadId,
      contentType: photo.contentType,
      byteSize: photo.bytes.length,
      width: photo.width,
      height: photo.height,
      bytes,
    });
  });
}

export type PhotoToAttach = { uploadId: string; field: string; label: string };

/**
 * Attaches uploads to a booking in the booking's own transaction, in order. An id that is
 * unknown, expired or already another booking's is a 400 naming its field.
 */
export async function attachUploads(
  trx: Executor,
  bookingId: number,
  photos: readonly PhotoToAttach[],
): Promise<void> {
  for (const [position, photo] of photos.entries()) {
    const attached = await trx
      .update(bookingPhotos)
      .set({ bookingId, position })
      .where(
        and(
          eq(bookingPhotos.uploadId, photo.uploadId),
          isNull(bookingPhotos.bookingId),
          stillFresh(),
        ),
      )
      .returning({ id: bookingPhotos.id });
    if (attached.length === 0) {
      throw fieldError(
        photo.field,
        `${photo.label} was not found or has expired. Please add it again.`,
      );
    }
  }
}

/** A stored photo's bytes: from its row (PostgreSQL, older rows) or from its file (PGlite). */
export async function photoBytes(
  files: PhotoFiles | undefined,
  row: { bytes: Uint8Array | null; uploadId: string | null },
): Promise<Buffer | undefined> {
  if (row.bytes) return Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
  if (files && row.uploadId) return files.read(row.uploadId);
  return undefined;
}

/** Deletes uploads no booking named in time, with their files; returns how many went. */
export async function deleteExpiredUploads(db: Db, files: PhotoFiles | undefined): Promise<number> {
  const gone = await db
    .delete(bookingPhotos)
    .where(
      and(
        isNull(bookingPhotos.bookingId),
        lt(bookingPhotos.createdAt, sql`now() - make_interval(hours => ${UPLOAD_LIFETIME_HOURS})`),
      ),
    )
    .returning({ uploadId: bookingPhotos.uploadId });
  if (files) {
    await Promise.all(gone.flatMap(({ uploadId }) => (uploadId ? [files.remove(uploadId)] : [])));
  }
  return gone.length;
}
