// Room photos are recognised by their bytes, never by a file name or a declared type
// (decisions.md "Bookings"; booking-flow.md section 5: JPG, PNG, WebP). Shared by the browser,
// which checks a photo the moment it is chosen, and the server, which checks it again.

export const ROOM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type RoomPhotoType = (typeof ROOM_PHOTO_TYPES)[number];

/** Enough leading bytes for every signature below. */
export const IMAGE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The accepted image type the bytes start like, or undefined (GIF, HEIC, text, anything else).
 * Only the magic numbers: whether the rest decodes is checked separately.
 */
export function sniffImageType(bytes: Uint8Array): RoomPhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
