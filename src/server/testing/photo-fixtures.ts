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

/** Where a phone puts the customer's home: a GPS block in the photo's EXIF (issue 25). */
export const HOME_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '35/1 13/1 3000/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '80/1 50/1 2400/100',
} as const;

/**
 * A photo as a phone saves it held upright: stored landscape (left half red, right half blue)
 * with EXIF orientation 6 ("turn 90 degrees clockwise to show"), a camera make and a GPS block.
 * Shown upright it is portrait, red on top.
 */
export async function phonePhoto(
  format: 'jpeg' | 'png' | 'webp',
  width = 80,
  height = 40,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      pixels[(y * width + x) * 3 + (x < width / 2 ? 0 : 2)] = 255;
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return image[format]()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Phone 15' }, IFD3: { ...HOME_GPS } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether sharp's `metadata().exif` (with its "Exif\0\0" header or without) has a GPS IFD. */
export function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 4).toString('latin1') === 'Exif' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    if (u16(ifd0 + 2 + i * 12) === 0x8825) return true; // GPSInfo IFD pointer
  }
  return false;
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/** The PNG with a tEXt chunk (`keyword`, `text`) added before IEND. */
export function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}
