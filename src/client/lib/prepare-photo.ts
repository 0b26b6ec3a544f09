// A photo checked the moment it is chosen (issue 12; booking-flow.md section 5 messages): a
// customer's room photo or a technician's after photo (issue 31). By its bytes (JPEG, PNG or
// WebP, shared with the server: domain/photos/image-type.ts), then decoded, so a GIF, a HEIC or a
// text file named .png is refused at once instead of at the end.
// An accepted photo is downscaled to a JPEG of at most MAX_EDGE pixels on its long side.
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '@/domain/photos/image-type';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Enough for a technician to see the wall, outlets and studs; a few hundred KB as JPEG. */
export const MAX_EDGE = 1600;
const JPEG_QUALITY = 0.85;

/** Why a photo was refused; the uploader words it in the page's language (photo-uploader.tsx). */
export type PhotoProblem = 'too-large' | 'not-an-image' | 'failed';

export type PreparedPhoto =
  | { readonly ok: true; readonly blob: Blob; readonly width: number; readonly height: number }
  | { readonly ok: false; readonly problem: PhotoProblem };

/** The size a photo is drawn at: the long side at most `maxEdge`, never enlarged. */
export function fitWithin(width: number, height: number, maxEdge: number = MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decode(file: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file);
  } catch {
    return null;
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, problem: 'too-large' };
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  if (!sniffImageType(head)) return { ok: false, problem: 'not-an-image' };
  const bitmap = await decode(file);
  if (!bitmap || bitmap.width === 0 || bitmap.height === 0) {
    return { ok: false, problem: 'not-an-image' };
  }
  const size = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return { ok: false, problem: 'failed' };
  }
  // A transparent PNG becomes a JPEG on white, not on black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await toJpeg(canvas);
  if (!blob) return { ok: false, problem: 'failed' };
  return { ok: true, blob, ...size };
}
