// decisions.md "Bookings": POST /api/bookings still takes room photos as data URLs, within its
// 1 MB body (photos.ts). This turns one into bytes.

export type PhotoCandidate = { bytes: Uint8Array } | { refusal: 'not-an-image' | 'too-large' };

/** The bytes of a base64 image data URL of at most `maxBytes`, or why it is refused. */
export function decodePhotoDataUrl(dataUrl: string, maxBytes: number): PhotoCandidate {
  const comma = dataUrl.indexOf(',');
  const header = comma > 0 ? dataUrl.slice(0, comma) : '';
  if (!/^data:image\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64$/i.test(header)) {
    return { refusal: 'not-an-image' };
  }
  const body = dataUrl.slice(comma + 1).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return { refusal: 'not-an-image' };
  // Checked before decoding so an oversized photo costs no memory.
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  if (Math.floor((body.length * 3) / 4) - padding > maxBytes) return { refusal: 'too-large' };
  return { bytes: Buffer.from(body, 'base64') };
}
