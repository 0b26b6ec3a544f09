// Writes public/assets/og-image.png (1200 x 630), the picture link previews show (Open Graph and
// Twitter card, issue 17): the hero illustration under the business's name and promise. Run once
// after changing the hero or the wording; the PNG is committed.
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const hero = await sharp('public/assets/hero.svg', { density: 96 })
  .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'right' })
  .png()
  .toBuffer();
const overlay =
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#020617" stop-opacity=".95"/>
  <stop offset=".6" stop-color="#020617" stop-opacity=".75"/><stop offset="1" stop-color="#020617" stop-opacity=".2"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g font-family="Liberation Sans, Arial, Helvetica, sans-serif" fill="#fff">
    <text x="72" y="150" font-size="30" font-weight="700" fill="#93c5fd">CHARLOTTE TV MOUNTING</text>
    <text x="72" y="250" font-size="68" font-weight="800">Professional TV Mounting</text>
    <text x="72" y="330" font-size="68" font-weight="800">in Charlotte, NC</text>
    <text x="72" y="420" font-size="32" fill="#e2e8f0">Same-day service · Lifetime warranty · Licensed &amp; insured</text>
    <text x="72" y="520" font-size="34" font-weight="700" fill="#fbbf24">★★★★★  From $99 · Book online in 3 minutes</text>
  </g>
</svg>`);
await sharp(hero)
  .composite([{ input: overlay }])
  .png({ compressionLevel: 9, palette: true, quality: 90 })
  .toFile('public/assets/og-image.png');
console.log('public/assets/og-image.png written');
