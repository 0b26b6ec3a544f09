// POST /api/product-images (admin, issue 26 item 16): one product image as the raw body, checked
// and re-encoded like a room photo, kept as a file the site serves itself at the answered `url`
// (GET /api/product-images/{file}). The product then names that url in its `images`.
import { z } from 'zod';
import type { RoomPhotoType } from '../photos/image-type';
import { storedImageShape } from './image-upload';

export const MAX_PRODUCT_IMAGE_BYTES = 5 * 1024 * 1024;
/** A stored image is at most this many pixels on its long side (a store card needs far less). */
export const MAX_PRODUCT_IMAGE_SIDE = 1600;

export const PRODUCT_IMAGE_EXTENSIONS: Record<RoomPhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** 128 random bits in base64url and the type's extension: safe as a file name and a path. */
export const PRODUCT_IMAGE_FILE_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;
export const PRODUCT_IMAGE_URL_PREFIX = '/api/product-images/';

export const productImageParamsSchema = z.object({
  file: z.string().regex(PRODUCT_IMAGE_FILE_PATTERN, 'Not a product image'),
});

export const productImageNotAnImageMessage = (name?: string) =>
  name
    ? `File ${name} is not an image (JPG, PNG or WebP).`
    : 'This file is not an image (JPG, PNG or WebP).';

export const productImageUploadSchema = z.object({
  /** The site path to put in the product's `images`. */
  url: z.string(),
  ...storedImageShape,
});
export type ProductImageUpload = z.infer<typeof productImageUploadSchema>;
