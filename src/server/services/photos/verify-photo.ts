// A room photo must be a JPEG, PNG or WebP by its magic number AND decode whole: a truncated
// JPEG or a text file named .png is refused (issue 11 item 10). sharp (libvips) decodes on
// libuv's thread pool, so the event loop keeps answering other customers meanwhile.
// What is stored is not what was sent: the photo is re-encoded in its own format, turned upright
// by its EXIF orientation, with no metadata at all (issue 25: a phone photo's EXIF carries the
// GPS position of the customer's home). docs/decisions/020, "Privacy".
import sharp, { type Sharp } from 'sharp';
import { sniffImageType, type RoomPhotoType } from '../../../domain/photos/image-type';

export type VerifiedPhoto = {
  contentType: RoomPhotoType;
  width: number;
  height: number;
  /** The re-encoded photo: upright, without EXIF, XMP, ICC, IPTC or PNG text chunks. */
  bytes: Buffer;
};

/** A phone's biggest photos are about 50 megapixels; a 5 MB file claiming more is a bomb. */
const MAX_INPUT_PIXELS = 100_000_000;

const SHARP_FORMATS: Record<RoomPhotoType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The same format again. sharp writes no metadata unless asked (never here: no withMetadata,
 * keepMetadata, keepExif or keepIccProfile; colours are converted to sRGB). Quality 85 is about
 * what a phone's camera saves. WebP at effort 2 instead of 4 takes 40% less time for a file 2%
 * larger (docs/decisions/020 has the figures). JPEG without optimised Huffman tables: the
 * optimisation holds the whole image's coefficients in memory (a 12-MP photo: ~200 MB resident
 * against ~60 MB streamed) for a file 9% smaller, and takes 2.3 times as long (docs/decisions/046).
 */
const ENCODE: Record<RoomPhotoType, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85, optimiseCoding: false }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85, effort: 2 }),
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

/**
 * The photo's type, its upright size and its re-encoded bytes without metadata, or undefined
 * when the bytes are not a whole JPEG, PNG or WebP.
 */
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
      const { format } = await image.metadata();
      if (format !== SHARP_FORMATS[contentType]) return undefined;
      // Re-encoding decodes every byte (a file cut short or corrupt inside fails here), so it
      // is the whole check as well as the cleaning.
      const { data, info } = await ENCODE[contentType](image.autoOrient()).toBuffer({
        resolveWithObject: true,
      });
      if (!info.width || !info.height) return undefined;
      return { contentType, width: info.width, height: info.height, bytes: data };
    } catch {
      return undefined;
    }
  });
}
