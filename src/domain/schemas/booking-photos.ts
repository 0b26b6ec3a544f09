// POST /api/booking-photos (docs/decisions/012-photos-and-outages.md): one room photo, sent as
// the raw image, answered with an opaque id the booking names in `roomPhotoIds`.
import { z } from 'zod';
import { ROOM_PHOTO_TYPES } from '../photos/image-type';

/** 128 random bits in base64url: unguessable, and safe as a file name. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const roomPhotoIdSchema = z
  .string({ error: 'Not a photo upload id' })
  .regex(UPLOAD_ID_PATTERN, 'Not a photo upload id');

/** The file's name as the customer chose it, only for the messages (never stored). */
export const roomPhotoUploadQuerySchema = z.object({
  name: z
    .string()
    .min(1, 'Enter the file name or leave it out')
    .max(255, 'A file name is at most 255 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'A file name cannot hold control characters')
    .optional(),
});

/** booking-flow.md section 5, the messages the photo step shows. */
export const photoNotAnImageMessage = (name?: string) =>
  name ? `File ${name} is not an image.` : 'This file is not an image (JPG, PNG or WebP).';
export const photoTooLargeMessage = (name?: string) =>
  `File ${name ? `${name} ` : ''}is too large. Maximum size is 5MB.`;

export const roomPhotoUploadSchema = z.object({
  id: z.string(),
  contentType: z.enum(ROOM_PHOTO_TYPES),
  byteSize: z.int(),
  width: z.int(),
  height: z.int(),
});
export type RoomPhotoUpload = z.infer<typeof roomPhotoUploadSchema>;
