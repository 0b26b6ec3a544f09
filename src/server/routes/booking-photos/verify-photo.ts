// A room photo must be a JPEG, PNG or WebP by its magic number AND decode whole: a truncated
// JPEG or a text file named .png is refused (issue 11 item 10). sharp (libvips) decodes on
// libuv's thread pool, so the event loop keeps answering other customers meanwhile.
import sharp from 'sharp';
import { sniffImageType, type RoomPhotoType } from '../../../domain/photos/image-type';

export type VerifiedPhoto = {
  contentType: RoomPhotoType;
  width: number;
  height: number;
};

/** A phone's biggest photos are about 50 megapixels; a 5 MB file claiming more is a bomb. */
const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_FORMATS: Record<RoomPhotoType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// Nothing is cached between photos: each is decoded once, and a cache would only hold memory.
sharp.cache(false);
// One libvips thread per image: with the queue below, decoding takes at most one core of two,
// and the other stays free for the event loop (docs/decisions/012, figures in the README).
sharp.concurrency(1);

/** One photo decodes at a time in this process; the others wait their turn. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** The photo's type and size, or undefined when the bytes are not a whole JPEG, PNG or WebP. */
export async function verifyPhoto(bytes: Uint8Array): Promise<VerifiedPhoto | undefined> {
  const contentType = sniffImageType(bytes);
  if (!contentType) return undefined;
  return oneAtATime(async () => {
    try {
      const image = sharp(bytes, {
        failOn: 'error',
        limitInputPixels: MAX_INPUT_PIXELS,
        sequentialRead: true,
      });
      const { format, width, height } = await image.metadata();
      if (format !== SHARP_FORMATS[contentType] || !width || !height) return undefined;
      // Decoding to a small thumbnail reads every byte of the image (a file cut short or
      // corrupt inside fails here) while JPEG and WebP shrink on load: about a third of the
      // time of a full decode and a few MB instead of 36 MB for a 12-megapixel photo.
      await image.resize(256, 256, { fit: 'inside' }).raw().toBuffer();
      return { contentType, width, height };
    } catch {
      return undefined;
    }
  });
}
