// POST /api/booking-photos (docs/decisions/012-photos-and-outages.md): one room photo as the raw
// image body (any content type: the bytes decide), read as it streams in and cut off past 5 MB.
// Answers 201 with an opaque upload id that a booking then names in `roomPhotoIds`. Nobody can
// read a photo back here: only signed-in staff see room photos, through their booking.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  photoNotAnImageMessage,
  photoTooLargeMessage,
  roomPhotoUploadQuerySchema,
  roomPhotoUploadSchema,
} from '../../../domain/schemas/booking-photos';
import { MAX_ROOM_PHOTO_BYTES } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { fieldError, HttpError } from '../../plugins/errors';
import { insertUpload } from '../../services/photos/repository';
import { verifyPhoto } from '../../services/photos/verify-photo';

/** Per address: a customer adds at most 5 photos and may change their mind a few times. */
export const PHOTO_UPLOAD_RATE_LIMIT = { max: 30, timeWindow: '15 minutes' } as const;

/** The file name from the query string when it is a usable one (messages only). */
function fileNameOf(query: unknown): string | undefined {
  const parsed = roomPhotoUploadQuerySchema.safeParse(query);
  return parsed.success ? parsed.data.name : undefined;
}

const tooLarge = (query: unknown) => {
  const message = photoTooLargeMessage(fileNameOf(query));
  return new HttpError(413, `photo: ${message}`, { photo: message });
};

export const bookingPhotoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // In this plugin only: every body arrives as bytes, whatever its declared type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_ROOM_PHOTO_BYTES },
    async (_request: unknown, body: Buffer) => body,
  );
  // A body that grows past 5 MB while it streams in names the field like every other refusal;
  // anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(request.query);
    throw error;
  });

  app.post(
    '/api/booking-photos',
    {
      bodyLimit: MAX_ROOM_PHOTO_BYTES,
      config: {
        rateLimit: {
          ...PHOTO_UPLOAD_RATE_LIMIT,
          // Outside production the machine itself (dev, browser tests) is not throttled.
          ...(ctx.config.isProduction
            ? {}
            : { allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }),
        },
      },
      // A declared size past the limit is refused before a byte is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > MAX_ROOM_PHOTO_BYTES) {
          throw tooLarge(request.query);
        }
      },
      schema: {
        querystring: roomPhotoUploadQuerySchema,
        response: { 201: roomPhotoUploadSchema },
      },
    },
    async (request, reply) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw fieldError('photo', 'Send the photo itself as the request body.');
      }
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
