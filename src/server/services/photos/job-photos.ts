// A job's after photos (decisions.md "Finishing a job"): uploaded by the technician one at a time
// with the room-photo rules and storage (./repository.ts storePhoto), then named by the job's
// completion, which gives them their order. The only code that touches `job_photos`.
import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { jobPhotoRefusal } from '../../../domain/bookings/rules';
import { MAX_JOB_PHOTOS } from '../../../domain/schemas/job-completion';
import type { Db, Executor } from '../../db/client';
import { bookings, jobPhotos } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import type { PhotoFiles } from './photo-files';
import { storePhoto } from './repository';
import type { VerifiedPhoto } from './verify-photo';

export const TOO_MANY_JOB_PHOTOS = `A job holds at most ${MAX_JOB_PHOTOS} photos`;

/**
 * Stores one after photo of a booking that can still be completed (409 for a pending, finished
 * or cancelled one). The booking's row is locked while the photos are counted, so two uploads at
 * once cannot make an eleventh.
 */
export async function insertJobPhoto(
  db: Db,
  files: PhotoFiles | undefined,
  upload: { bookingId: number; uploadedBy: number; photo: VerifiedPhoto },
): Promise<string> {
  const { bookingId, uploadedBy, photo } = upload;
  return db.transaction(async (trx) => {
    const [booking] = await trx
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    const refusal = booking && jobPhotoRefusal(booking.status);
    if (refusal) throw new HttpError(409, refusal);
    const [held] = await trx
      .select({ n: count() })
      .from(jobPhotos)
      .where(eq(jobPhotos.bookingId, bookingId));
    if (Number(held?.n ?? 0) >= MAX_JOB_PHOTOS) throw fieldError('photo', TOO_MANY_JOB_PHOTOS);
    return storePhoto(files, photo, async (uploadId, bytes) => {
      await trx.insert(jobPhotos).values({
        uploadId,
        bookingId,
        uploadedBy,
        contentType: photo.contentType,
        byteSize: photo.bytes.length,
        width: photo.width,
        height: photo.height,
        bytes,
      });
    });
  });
}

/** One after photo with its booking (the caller checks the booking is the reader's). */
export async function findJobPhoto(db: Executor, uploadId: string) {
  const [row] = await db
    .select({
      bookingId: jobPhotos.bookingId,
      contentType: jobPhotos.contentType,
      bytes: jobPhotos.bytes,
      uploadId: jobPhotos.uploadId,
    })
    .from(jobPhotos)
    .where(eq(jobPhotos.uploadId, uploadId));
  return row;
}

/**
 * Names the completion's photos in order, in its transaction: each must be an upload of this
 * booking not named yet, else a 400 naming `photoIds`.
 */
export async function attachJobPhotos(
  trx: Executor,
  bookingId: number,
  uploadIds: readonly string[],
): Promise<void> {
  if (new Set(uploadIds).size !== uploadIds.length) {
    throw fieldError('photoIds', 'Each photo may be named once');
  }
  for (const [position, uploadId] of uploadIds.entries()) {
    const named = await trx
      .update(jobPhotos)
      .set({ position })
      .where(
        and(
          eq(jobPhotos.uploadId, uploadId),
          eq(jobPhotos.bookingId, bookingId),
          isNull(jobPhotos.position),
        ),
      )
      .returning({ id: jobPhotos.id });
    if (named.length === 0) {
      throw fieldError(
        'photoIds',
        `Photo ${position + 1} was not found for this job or is already named. Please add it again.`,
      );
    }
  }
}

/** The named photos' upload ids of several bookings, each booking's in position order. */
export async function namedJobPhotos(
  db: Executor,
  bookingIds: readonly number[],
): Promise<Map<number, string[]>> {
  const byBooking = new Map<number, string[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ bookingId: jobPhotos.bookingId, uploadId: jobPhotos.uploadId })
    .from(jobPhotos)
    .where(and(inArray(jobPhotos.bookingId, [...bookingIds]), isNotNull(jobPhotos.position)))
    .orderBy(asc(jobPhotos.bookingId), asc(jobPhotos.position));
  for (const row of rows)
    byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row.uploadId]);
  return byBooking;
}
