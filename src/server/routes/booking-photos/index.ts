// POST /api/booking-photos (docs/decisions/012-photos-and-outages.md): one room photo as the raw
// image body (any content type: the bytes decide), read as it streams in and cut off past 5 MB.
// Answers 201 with an opaque upload id that a booking then names in `roomPhotoIds`. Nobody can
// read a photo back here: only signed-in staff see room photos, through their booking.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  photoNotAnImageMessage,
  roomPhotoUploadSchema,
} from '../../../domain/schemas/booking-photos';
import { imageUploadQuerySchema } from '../../../domain/schemas/image-upload';
import { MAX_ROOM_PHOTO_BYTES } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { publicRateLimit } from '../../plugins/security';
import { fieldError } from '../../plugins/errors';
import {
  acceptRawImageBodies,
  RAW_IMAGE_BODY_DOC,
  rawImageBodyLimit,
  rawImageBytes,
} from '../../plugins/raw-image-body';
import { insertUpload } from '../../services/photos/repository';
import { verifyPhoto } from '../../services/photos/verify-photo';

/** Per address: a customer adds at most 5 photos and may change their mind a few times. */
export const PHOTO_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

const UPLOAD = { field: 'photo', maxBytes: MAX_ROOM_PHOTO_BYTES } as const;

export const bookingPhotoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  acceptRawImageBodies(app, UPLOAD);

  app.post(
    '/api/booking-photos',
    {
      ...rawImageBodyLimit(UPLOAD),
      config: publicRateLimit(PHOTO_UPLOAD_RATE_LIMIT, ctx.config),
      schema: {
        rawBody: RAW_IMAGE_BODY_DOC,
        errors: { 413: 'The photo is larger than the limit' },
        querystring: imageUploadQuerySchema,
        response: { 201: roomPhotoUploadSchema },
      },
    },
    async (request, reply) => {
      const bytes = rawImageBytes(UPLOAD, request.body);
      // Decoded whole and re-encoded without its metadata by sharp on libuv's thread pool: the
      // event loop keeps serving others. Only the cleaned bytes are stored; their size is told.
      const photo = await verifyPhoto(bytes);
      if (!photo) throw fieldError('photo', photoNotAnImageMessage(request.query.name));
      const id = await insertUpload(ctx.db, ctx.photoFiles, photo);
      const { contentType, width, height } = photo;
      return reply
        .status(201)
        .send({ id, contentType, byteSize: photo.bytes.length, width, height });
    },
  );
};
