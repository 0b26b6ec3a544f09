// An upload whose body is the raw image (room photos, product images): any content type, the
// bytes decide. A declared size past the limit is refused before a byte is read, and a body that
// grows past it while it streams in gets the same 413 that names the field.
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROOM_PHOTO_TYPES } from '../../domain/photos/image-type';
import { imageTooLargeMessage, imageUploadQuerySchema } from '../../domain/schemas/image-upload';
import { fieldError, HttpError } from './errors';
import type { RawBodyDoc } from './openapi/describe-route';

/** The OpenAPI description of such a body (docs/decisions/047-openapi.md). */
export const RAW_IMAGE_BODY_DOC: RawBodyDoc = {
  contentTypes: ROOM_PHOTO_TYPES,
  description:
    'The image itself as the body (not multipart); any declared type, the bytes decide. ' +
    'The optional `name` query parameter is only used in messages.',
};

type App = Parameters<FastifyPluginAsyncZod>[0];

export interface RawImageUpload {
  /** The field every refusal names: `photo`, `image`. */
  readonly field: string;
  readonly maxBytes: number;
}

function tooLarge(upload: RawImageUpload, query: unknown): HttpError {
  // The file name from the query string when it is a usable one (messages only).
  const parsed = imageUploadQuerySchema.safeParse(query);
  const message = imageTooLargeMessage(parsed.success ? parsed.data.name : undefined);
  return new HttpError(413, `${upload.field}: ${message}`, { [upload.field]: message });
}

/** In the calling plugin only: every body arrives as bytes, whatever its declared type. */
export function acceptRawImageBodies(app: App, upload: RawImageUpload): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: upload.maxBytes },
    async (_request: unknown, body: Buffer) => body,
  );
  // Anything but a body too large goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge(upload, request.query);
    throw error;
  });
}

/** The route options that hold the body to the limit. */
export function rawImageBodyLimit(upload: RawImageUpload) {
  return {
    bodyLimit: upload.maxBytes,
    onRequest: async (request: { headers: Record<string, unknown>; query: unknown }) => {
      if (Number(request.headers['content-length'] ?? 0) > upload.maxBytes) {
        throw tooLarge(upload, request.query);
      }
    },
  };
}

/** The body's bytes, or a 400 on the field when there are none. */
export function rawImageBytes(upload: RawImageUpload, body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw fieldError(upload.field, `Send the ${upload.field} itself as the request body.`);
  }
  return body;
}
