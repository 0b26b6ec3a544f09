// Room photos arrive as data URLs; what counts is their bytes (decisions.md "Bookings"): only
// JPEG, PNG and WebP, each at most 5 MB, whatever type the data URL claims.
import { MAX_ROOM_PHOTO_BYTES, MAX_ROOM_PHOTOS } from '../../../domain/schemas/booking';
import { fieldError } from '../../plugins/errors';

export type DecodedPhoto = { contentType: string; bytes: Buffer };

const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** The image type the bytes really are, or undefined. */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

const notAnImage = (index: number) =>
  fieldError(`roomPhotos.${index}`, `Photo ${index + 1} is not an image (JPG, PNG or WebP).`);

export function decodePhoto(dataUrl: string, index: number): DecodedPhoto {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  if (!/^data:image\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64$/i.test(header)) throw notAnImage(index);
  const body = dataUrl.slice(comma + 1).replace(/\s/g, '');
  if (!BASE64_BODY.test(body)) throw notAnImage(index);
  // Checked before decoding so an oversized photo costs no memory.
  const size =
    Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (size > MAX_ROOM_PHOTO_BYTES) {
    throw fieldError(`roomPhotos.${index}`, `Photo ${index + 1} is larger than 5 MB.`);
  }
  const bytes = Buffer.from(body, 'base64');
  const contentType = sniffImageType(bytes);
  if (!contentType) throw notAnImage(index);
  return { contentType, bytes };
}

export function decodePhotos(dataUrls: readonly string[]): DecodedPhoto[] {
  if (dataUrls.length > MAX_ROOM_PHOTOS) {
    throw fieldError('roomPhotos', `At most ${MAX_ROOM_PHOTOS} photos`);
  }
  return dataUrls.map(decodePhoto);
}
