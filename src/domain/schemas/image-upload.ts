// What the two image uploads share (room photos, docs/decisions/012; product images, issue 26 item
// 16): the file name in the query for the messages, the too-large message and the stored facts.
import { z } from 'zod';
import { ROOM_PHOTO_TYPES } from '../photos/image-type';

/** The file's name as the sender chose it, only for the messages (never stored). */
export const imageUploadQuerySchema = z.object({
  name: z
    .string()
    .min(1, 'Enter the file name or leave it out')
    .max(255, 'A file name is at most 255 characters')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'A file name cannot hold control characters')
    .optional(),
});

export const imageTooLargeMessage = (name?: string) =>
  `File ${name ? `${name} ` : ''}is too large. Maximum size is 5MB.`;

/** What an accepted upload answers about the stored image. */
export const storedImageShape = {
  contentType: z.enum(ROOM_PHOTO_TYPES),
  byteSize: z.int(),
  width: z.int(),
  height: z.int(),
};
