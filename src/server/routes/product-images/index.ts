// Product images the admin uploaded (issue 26 item 16). GET /api/product-images/{file} is public
// and cached for a year: a file never changes under its random name. POST /api/product-images is
// admin only (registered through registerStaffRoutes, so the token is checked before a byte of
// the body is read): the raw image, at most 5 MB, decoded whole and re-encoded without metadata
// by the same sharp check as room photos, made at most 1600 px on its long side, answered with
// the url a product names in its `images`.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGE_SIDE,
  PRODUCT_IMAGE_URL_PREFIX,
  productImageNotAnImageMessage,
  productImageParamsSchema,
  productImageUploadSchema,
} from '../../../domain/schemas/product-images';
import { imageUploadQuerySchema } from '../../../domain/schemas/image-upload';
import type { AppContext } from '../../context';
import { fieldError, HttpError } from '../../plugins/errors';
import {
  acceptRawImageBodies,
  RAW_IMAGE_BODY_DOC,
  rawImageBodyLimit,
  rawImageBytes,
} from '../../plugins/raw-image-body';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { verifyPhoto, type VerifiedPhoto } from '../../services/photos/verify-photo';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const UPLOAD = { field: 'image', maxBytes: MAX_PRODUCT_IMAGE_BYTES } as const;

/** A camera-sized photo is shrunk to what a store page can use, in its own format. */
async function shrink(photo: VerifiedPhoto): Promise<VerifiedPhoto> {
  if (Math.max(photo.width, photo.height) <= MAX_PRODUCT_IMAGE_SIDE) return photo;
  const resized = sharp(photo.bytes).resize({
    width: MAX_PRODUCT_IMAGE_SIDE,
    height: MAX_PRODUCT_IMAGE_SIDE,
    fit: 'inside',
  });
  const encoded =
    photo.contentType === 'image/jpeg'
      ? resized.jpeg({ quality: 85 })
      : photo.contentType === 'image/png'
        ? resized.png()
        : resized.webp({ quality: 85, effort: 2 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { ...photo, bytes: data, width: info.width, height: info.height };
}

export const productImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/product-images/:file',
    {
      schema: {
        params: productImageParamsSchema,
        answers: { 200: { description: 'The image', contentTypes: Object.values(CONTENT_TYPES) } },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = await ctx.productImages?.read(file);
      if (!bytes) throw new HttpError(404, 'Image not found');
      const extension = file.slice(file.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};

export const productImageUploadRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  acceptRawImageBodies(app, UPLOAD);

  app.post(
    '/api/product-images',
    {
      ...rawImageBodyLimit(UPLOAD),
      schema: {
        rawBody: RAW_IMAGE_BODY_DOC,
        errors: { 413: 'The image is larger than the limit' },
        querystring: imageUploadQuerySchema,
        response: { 201: productImageUploadSchema },
      },
    },
    async (request, reply) => {
      const verified = await verifyPhoto(rawImageBytes(UPLOAD, request.body));
      if (!verified) throw fieldError('image', productImageNotAnImageMessage(request.query.name));
      const photo = await shrink(verified);
      const files = ctx.productImages;
      if (!files) throw new Error('Product image files are not open');
      const file = await files.add(photo.contentType, photo.bytes);
      const { contentType, width, height } = photo;
      return reply.status(201).send({
        url: `${PRODUCT_IMAGE_URL_PREFIX}${file}`,
        contentType,
        byteSize: photo.bytes.length,
        width,
        height,
      });
    },
  );
};
