// The technician app's icons (docs/decisions/041), drawn from the site's favicon with sharp and
// committed in public/technician-app/: `node scripts/technician-icons.mjs` writes them again.
// The maskable one paints the background to the edges and keeps the picture in the middle 70 %,
// the safe zone a phone's round or squircle mask never cuts.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const root = new URL('../', import.meta.url);
const out = new URL('public/technician-app/', root);
const favicon = await readFile(new URL('public/favicon.svg', root), 'utf8');

// The favicon's drawing is in 64 units (scaled by .5 to its 32 px box).
const defs = /<defs>[\s\S]*<\/defs>/.exec(favicon)?.[0] ?? '';
const glyph = /<g transform="scale\(\.5\)">([\s\S]*)<\/g>/.exec(favicon)?.[1] ?? '';
const picture = glyph.replace(/<rect width="64" height="64" rx="15" fill="url\(#bg\)"\/>/, '');
if (!defs || !picture || picture === glyph)
  throw new Error('favicon.svg changed: update this script');

const any = favicon.replace(
  'width="32" height="32" viewBox="0 0 32 32"',
  'width="512" height="512" viewBox="0 0 32 32"',
);
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">${defs}<rect width="64" height="64" fill="url(#bg)"/><g transform="translate(11.2 11.2) scale(.65)">${picture}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: any, size: 192 },
  { file: 'icon-512.png', svg: any, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
];
for (const { file, svg, size } of icons) {
  const png = await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(new URL(file, out), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
