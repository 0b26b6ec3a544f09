// POST /api/booking-photos (docs/decisions/012-photos-and-outages.md): one room photo, sent as
// the raw image, answered with an opaque id the booking names in `roomPhotoIds`.
import { z } from 'zod';
import { storedImageShape } from './image-upload';

/** 128 random bits in base64url: unguessable, and safe as a file name. */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const roomPhotoIdSchema = z
  .string({ error: 'Not a photo upload id' })
  .regex(UPLOAD_ID_PATTERN, 'Not a photo upload id');

/** booking-flow.md section 5, the messages the photo step shows. */
export const photoNotAnImageMessage = (name?: string) =>
  name ? `File ${name} is not an image.` : 'This file is not an image (JPG, PNG or WebP).';

export const roomPhotoUploadSchema = z.object({
  id: z.string(),
  ...storedImageShape,
});
export type RoomPhotoUpload = z.infer<typeof roomPhotoUploadSchema>;
