import type { StaffBooking } from '@/domain/schemas/staff';
import { apiRequest } from '@/client/lib/api-client';

/**
 * What the technician sends when finishing a job (decisions.md "Finishing a job: the record, the
 * receipt, the review"): `signature` is a PNG data URL, required unless `customerAbsent`;
 * `collectedCents` is the total of an unpaid cash or afterpay job, else left out.
 */
export type CompletionFields = {
  note?: string;
  signature?: string;
  customerAbsent?: true;
  collectedCents?: number;
};

/** An after photo, downscaled on the phone; `uploadId` once the server has it. */
export type CompletionPhoto = { readonly blob: Blob; readonly uploadId: string | null };

/** A whole completion, as the offline queue keeps it (docs/decisions/043). */
export type CompletionChange = {
  completion: { fields: CompletionFields; photos: readonly CompletionPhoto[] };
};

/** One after photo as the raw body (the room-photo rules); answers its upload id. */
export async function uploadJobPhoto(token: string, bookingId: number, photo: Blob) {
  const { id } = await apiRequest<{ id: string }>(
    'POST',
    `/api/job-photos?bookingId=${bookingId}`,
    photo,
    { token },
  );
  return id;
}

export const postCompletion = (
  token: string,
  bookingId: number,
  body: CompletionFields & { photoIds?: string[] },
  key: string,
) =>
  apiRequest<StaffBooking>('POST', `/api/bookings/${bookingId}/completion`, body, {
    token,
    headers: { 'idempotency-key': key },
  });

/**
 * Uploads the photos not uploaded yet (each id handed to `onUploaded` as it arrives, so a replay
 * after a dropped connection does not send it twice), then posts the completion with its key.
 */
export async function sendCompletion(
  token: string,
  bookingId: number,
  change: CompletionChange['completion'],
  key: string,
  onUploaded: (photos: readonly CompletionPhoto[]) => Promise<void> | void = () => {},
): Promise<StaffBooking> {
  let photos = change.photos;
  for (const [index, photo] of photos.entries()) {
    if (photo.uploadId) continue;
    const uploadId = await uploadJobPhoto(token, bookingId, photo.blob);
    photos = photos.map((p, i) => (i === index ? { ...p, uploadId } : p));
    await onUploaded(photos);
  }
  const photoIds = photos.flatMap((p) => (p.uploadId ? [p.uploadId] : []));
  return postCompletion(
    token,
    bookingId,
    { ...change.fields, ...(photoIds.length > 0 ? { photoIds } : {}) },
    key,
  );
}
