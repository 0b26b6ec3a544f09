// The customer's signature as the completion sends it: a PNG data URL (decisions.md "Finishing a
// job"), at most 200 KB, that must decode as a PNG. It is kept re-encoded like every photo.
// A PNG's size on the wire says nothing of its pixels: a blank 100-megapixel image compresses to
// 25 KB and was stored re-encoded at 292 KB (issue 44). Its header is read first, so such a
// file is refused before it is decoded, and what would be stored is held to 200 KB too
// (docs/decisions/055-unpaid-limit-and-money-cards.md).
import {
  MAX_SIGNATURE_BYTES,
  SIGNATURE_DATA_URL_PREFIX,
} from '../../../domain/schemas/job-completion';
import { fieldError } from '../../plugins/errors';
import { verifyPhoto } from '../../services/photos/verify-photo';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * A signature pad's canvas: a wide tablet is 1,200 x 300 CSS pixels at twice the density,
 * 1.4 megapixels. Four leaves room and keeps a re-encoded blank well under 200 KB.
 */
export const MAX_SIGNATURE_PIXELS = 4_000_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's first chunk (IHDR, which must come first), or null. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The signature's PNG bytes, null when none was sent, or a 400 naming `signature`. */
export async function decodeSignature(dataUrl: string | null | undefined): Promise<Buffer | null> {
  if (!dataUrl) return null;
  const payload = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (!BASE64.test(payload)) throw fieldError('signature', 'The signature is not a PNG data URL');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) {
    throw fieldError('signature', 'The signature is too large (at most 200 KB)');
  }
  const size = pngSize(bytes);
  if (!size) throw fieldError('signature', 'The signature is not a PNG image');
  if (size.width * size.height > MAX_SIGNATURE_PIXELS) {
    throw fieldError(
      'signature',
      `The signature is too large (${size.width} x ${size.height} pixels; at most 4 megapixels)`,
    );
  }
  const png = await verifyPhoto(bytes);
  if (!png || png.contentType !== 'image/png') {
    throw fieldError('signature', 'The signature is not a PNG image');
  }
  // Re-encoding may make a file larger than it came: what is kept stays within the limit.
  if (png.bytes.length > MAX_SIGNATURE_BYTES) {
    throw fieldError('signature', 'The signature is too large (at most 200 KB once stored)');
  }
  return png.bytes;
}
