// The completion record on the staff view of a booking (decisions.md "Finishing a job"): for a
// page of bookings, one query for their completions and one for their named photos, never one a
// booking. The signature and photos are URLs staff fetch with their bearer, never bytes.
import { eq, inArray, sql } from 'drizzle-orm';
import type { JobCompletion } from '../../../domain/schemas/job-completion';
import type { Executor } from '../../db/client';
import { jobCompletions, staff } from '../../db/schema/index';
import { namedJobPhotos } from '../../services/photos/job-photos';

export const jobPhotoUrl = (uploadId: string) => `/api/job-photos/${uploadId}`;
export const signatureUrl = (bookingId: number) => `/api/bookings/${bookingId}/signature.png`;

export async function completionsOfBookings(
  db: Executor,
  bookingIds: readonly number[],
): Promise<Map<number, JobCompletion>> {
  const records = new Map<number, JobCompletion>();
  if (bookingIds.length === 0) return records;
  const rows = await db
    .select({
      bookingId: jobCompletions.bookingId,
      note: jobCompletions.note,
      customerAbsent: jobCompletions.customerAbsent,
      collectedCents: jobCompletions.collectedCents,
      completedAt: jobCompletions.completedAt,
      completedById: staff.id,
      completedByName: staff.name,
      // Whether there is a signature, without reading its bytes.
      signed: sql<boolean>`${jobCompletions.signaturePng} is not null`,
    })
    .from(jobCompletions)
    .leftJoin(staff, eq(staff.id, jobCompletions.completedBy))
    .where(inArray(jobCompletions.bookingId, [...bookingIds]));
  if (rows.length === 0) return records;
  const photos = await namedJobPhotos(
    db,
    rows.map((row) => row.bookingId),
  );
  for (const row of rows) {
    records.set(row.bookingId, {
      note: row.note,
      customerAbsent: row.customerAbsent,
      collectedCents: row.collectedCents,
      completedAt: row.completedAt.toISOString(),
      completedBy:
        row.completedById !== null && row.completedByName !== null
          ? { id: row.completedById, name: row.completedByName }
          : null,
      photoUrls: (photos.get(row.bookingId) ?? []).map(jobPhotoUrl),
      signatureUrl: row.signed ? signatureUrl(row.bookingId) : null,
    });
  }
  return records;
}

/** The signature's bytes of a booking, or undefined when there is none. */
export async function signatureOf(db: Executor, bookingId: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ png: jobCompletions.signaturePng })
    .from(jobCompletions)
    .where(eq(jobCompletions.bookingId, bookingId));
  const png = row?.png;
  return png ? Buffer.from(png.buffer, png.byteOffset, png.byteLength) : undefined;
}
