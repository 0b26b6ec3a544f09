// The customer's signature as the completion sends it: a PNG data URL (decisions.md "Finishing a
// job"), at most 200 KB, that must decode as a PNG. It is kept re-encoded like every photo.
import {
  MAX_SIGNATURE_BYTES,
  SIGNATURE_DATA_URL_PREFIX,
} from '../../../domain/schemas/job-completion';
import { fieldError } from '../../plugins/errors';
import { verifyPhoto } from '../../services/photos/verify-photo';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The signature's PNG bytes, null when none was sent, or a 400 naming `signature`. */
export async function decodeSignature(dataUrl: string | null | undefined): Promise<Buffer | null> {
  if (!dataUrl) return null;
  const payload = dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length);
  if (!BASE64.test(payload)) throw fieldError('signature', 'The signature is not a PNG data URL');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES) {
    throw fieldError('signature', 'The signature is too large (at most 200 KB)');
  }
  const png = await verifyPhoto(bytes);
  if (!png || png.contentType !== 'image/png') {
    throw fieldError('signature', 'The signature is not a PNG image');
  }
  return png.bytes;
}
