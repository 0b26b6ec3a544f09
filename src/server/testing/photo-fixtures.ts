// Real images for photo tests, made with sharp: every accepted photo must decode, so a few magic
// bytes in front of zeros no longer pass for a picture.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Pixels that do not compress, so a photo's size follows its dimensions. */
function noise(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 2463534242;
  for (let i = 0; i < pixels.length; i++) {
    // xorshift32: the same photo on every run.
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[i] = seed & 255;
  }
  return pixels;
}

export async function jpegPhoto(width = 64, height = 48): Promise<Buffer> {
  return sharp(noise(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function pngPhoto(width = 64, height = 48): Promise<Buffer> {
  return sharp(noise(width, height), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export async function webpPhoto(width = 64, height = 48): Promise<Buffer> {
  return sharp(noise(width, height), { raw: { width, height, channels: 3 } })
    .webp()
    .toBuffer();
}

export async function gifPhoto(): Promise<Buffer> {
  return sharp(noise(16, 16), { raw: { width: 16, height: 16, channels: 3 } })
    .gif()
    .toBuffer();
}

/**
 * A real PNG of exactly `totalBytes`: a small picture plus a private ancillary chunk ("prVt"),
 * which decoders skip, filling the rest. For the 5 MB boundary.
 */
export async function pngOfExactly(totalBytes: number): Promise<Buffer> {
  const png = await pngPhoto(16, 16);
  const iend = png.subarray(png.length - 12);
  const fill = totalBytes - png.length - 12;
  if (fill < 0) throw new Error('too small for a PNG');
  const chunk = Buffer.alloc(12 + fill);
  chunk.writeUInt32BE(fill, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + fill)), 8 + fill);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, iend]);
}

/** The first half of a photo: starts right, ends nowhere. */
export const truncated = (photo: Buffer) => photo.subarray(0, Math.floor(photo.length / 2));

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
