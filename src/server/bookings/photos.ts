// A booking's room photos (decisions.md "Bookings", docs/decisions/012): data URLs in
// `roomPhotos` (the spec's contract) and ids of photos uploaded before (`roomPhotoIds`). Both end
// as uploads attached in the booking's transaction; nothing here holds the event loop for long.
import {
  MAX_ROOM_PHOTO_BYTES,
  MAX_ROOM_PHOTOS,
  type BookingDraft,
} from '../../domain/schemas/booking';
import type { AppContext } from '../context';
import { fieldError } from '../plugins/errors';
import { insertUpload, type PhotoToAttach } from '../services/photos/repository';
import { verifyPhoto } from '../services/photos/verify-photo';
import { decodePhotoDataUrl } from './photo-data-url';

/**
 * The largest honest booking: a full draft is under 64 KB, and a room photo or two as data URLs
 * (the spec's contract) fit beside it. A phone's photo goes through POST /api/booking-photos;
 * a larger body is a 413 read no further than its Content-Length (docs/decisions/020).
 */
export const BOOKING_BODY_LIMIT = 1024 * 1024;

const REFUSALS = {
  'not-an-image': (n: number) => `Photo ${n} is not an image (JPG, PNG or WebP).`,
  'too-large': (n: number) => `Photo ${n} is larger than 5 MB.`,
} as const;

/**
 * Checks every photo of the draft and stores the data URL ones as uploads; returns what the
 * booking's transaction attaches, in order. A refused photo is a 400 naming it.
 */
export async function prepareDraftPhotos(
  ctx: AppContext,
  draft: Pick<BookingDraft, 'roomPhotos' | 'roomPhotoIds'>,
): Promise<PhotoToAttach[]> {
  const { roomPhotos, roomPhotoIds } = draft;
  if (roomPhotos.length + roomPhotoIds.length > MAX_ROOM_PHOTOS) {
    throw fieldError('roomPhotos', `At most ${MAX_ROOM_PHOTOS} photos`);
  }
  roomPhotoIds.forEach((id, i) => {
    if (roomPhotoIds.indexOf(id) !== i) {
      throw fieldError(`roomPhotoIds.${i}`, `Photo ${i + 1} is already in this booking.`);
    }
  });
  const candidates = roomPhotos.map((dataUrl) => decodePhotoDataUrl(dataUrl, MAX_ROOM_PHOTO_BYTES));
  candidates.forEach((candidate, i) => {
    if ('refusal' in candidate)
      throw fieldError(`roomPhotos.${i}`, REFUSALS[candidate.refusal](i + 1));
  });
  // Every photo is verified before any is stored, so a refusal leaves nothing behind.
  const verified = await Promise.all(
    candidates.map(async (candidate, i) => {
      const photo = 'bytes' in candidate ? await verifyPhoto(candidate.bytes) : undefined;
      if (!photo || !('bytes' in candidate)) {
        throw fieldError(`roomPhotos.${i}`, REFUSALS['not-an-image'](i + 1));
      }
      return photo;
    }),
  );
  const stored: PhotoToAttach[] = [];
  for (const [i, photo] of verified.entries()) {
    const uploadId = await insertUpload(ctx.db, ctx.photoFiles, photo);
    stored.push({ uploadId, field: `roomPhotos.${i}`, label: `Photo ${i + 1}` });
  }
  return [
    ...stored,
    ...roomPhotoIds.map((uploadId, i) => ({
      uploadId,
      field: `roomPhotoIds.${i}`,
      label: `Photo ${roomPhotos.length + i + 1}`,
    })),
  ];
}
