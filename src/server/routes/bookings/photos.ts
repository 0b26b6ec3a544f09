// A booking's room photos (decisions.md "Bookings", docs/decisions/012): data URLs in
// `roomPhotos` (the spec's contract) and ids of photos uploaded before (`roomPhotoIds`). Both end
// as uploads attached in the booking's transaction; nothing here holds the event loop for long.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MAX_ROOM_PHOTO_BYTES,
  MAX_ROOM_PHOTOS,
  type BookingDraft,
} from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { fieldError } from '../../plugins/errors';
import { insertUpload, type PhotoToAttach } from '../booking-photos/repository';
import { verifyPhoto } from '../booking-photos/verify-photo';
import { LARGE_BODY_BYTES, parseLargeBookingBody } from './large-body-worker';
import { decodePhotoDataUrl, type PhotoCandidate } from './photo-data-url';

/** Five 5 MB photos as base64 data URLs (4/3 larger) plus the rest of the draft. */
export const BOOKING_BODY_LIMIT = 36 * 1024 * 1024;

const decodedByRequest = new WeakMap<FastifyRequest, PhotoCandidate[]>();

/**
 * JSON bodies of POST /api/bookings: a small one is parsed here as Fastify would; a large one
 * (photos as data URLs) by a worker thread, which also decodes the photos.
 */
export function registerBookingBodyParser(app: FastifyInstance): void {
  const parseSmall = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: BOOKING_BODY_LIMIT },
    async (request: FastifyRequest, raw: Buffer) => {
      if (raw.length < LARGE_BODY_BYTES) {
        return new Promise((resolve, reject) =>
          parseSmall(request, raw.toString('utf8'), (error, body) =>
            error ? reject(error) : resolve(body),
          ),
        );
      }
      const parsed = await parseLargeBookingBody(raw, {
        maxPhotos: MAX_ROOM_PHOTOS,
        maxBytes: MAX_ROOM_PHOTO_BYTES,
      });
      if (parsed.photos) decodedByRequest.set(request, parsed.photos);
      return parsed.body;
    },
  );
}

/** The photos the worker decoded for this request, if its body was large. */
export function decodedPhotosOf(request: FastifyRequest): PhotoCandidate[] | undefined {
  return decodedByRequest.get(request);
}

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
  decoded: PhotoCandidate[] | undefined,
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
  // Stand-ins from the worker are only read with the worker's bytes, never as a data URL.
  const candidates =
    decoded && decoded.length === roomPhotos.length
      ? decoded
      : roomPhotos.map((dataUrl) => decodePhotoDataUrl(dataUrl, MAX_ROOM_PHOTO_BYTES));
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
      return { ...photo, bytes: candidate.bytes };
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
