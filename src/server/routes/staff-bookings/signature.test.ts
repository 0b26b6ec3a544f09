// The signature's size is its pixels, not its bytes (issue 44): a blank 100-megapixel PNG is
// 25 KB on the wire and was stored re-encoded at 292 KB. Refused with a 400 naming `signature`
// from its header, before it is decoded; a tablet's signature still goes through.
import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobCompletions } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { jobForToday } from '../../testing/completion-fixtures';
import { adminMikeSarahTokens, bearer, staffId } from './staff-fixtures';
import { MAX_SIGNATURE_PIXELS, pngSize } from './signature';

const app = await createTestApp();
let mike = '';
let mikeId = 0;

beforeAll(async () => {
  [, mike] = await adminMikeSarahTokens(app);
  mikeId = await staffId(app, 'mike');
});

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A white 1-bit greyscale PNG: 100 megapixels in about 25 KB. */
function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale, deflate, no filter, not interlaced
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y += 1) row.copy(rows, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

const complete = (id: number, signature: string) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/completion`,
    headers: bearer(mike),
    payload: { signature },
  });

describe('the signature PNG', () => {
  it('of 100 megapixels is a 400 naming signature, and the job stays open', async () => {
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000 });
    const booking = await jobForToday(app, mikeId);
    const answer = await complete(booking.id, dataUrl(bomb));
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ message: string; fieldErrors: Record<string, string> }>();
    expect(Object.keys(body.fieldErrors)).toEqual(['signature']);
    expect(body.message).toMatch(/^signature: .*10000 x 10000 pixels.*4 megapixels/);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
    const kept = await app.ctx.db
      .select()
      .from(jobCompletions)
      .where(eq(jobCompletions.bookingId, booking.id));
    expect(kept).toEqual([]);
  });

  it('just over 4 megapixels is refused; a tablet-sized signature is kept within 200 KB', async () => {
    const booking = await jobForToday(app, mikeId);
    const over = await complete(booking.id, dataUrl(blankPng(2001, 2000)));
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['signature']);

    // 1,200 x 300 CSS pixels at twice the density, a stroke across it.
    const stroke = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="600">' +
        '<rect width="2400" height="600" fill="white"/>' +
        '<path d="M100 400 C 600 100, 1200 500, 2300 200" stroke="#111827" stroke-width="6" fill="none"/>' +
        '</svg>',
    );
    const signed = await sharp(stroke).png().toBuffer();
    const ok = await complete(booking.id, dataUrl(signed));
    expect(ok.statusCode, ok.body).toBe(200);
    const [record] = await app.ctx.db
      .select()
      .from(jobCompletions)
      .where(eq(jobCompletions.bookingId, booking.id));
    expect(record?.signaturePng?.length).toBeGreaterThan(0);
    expect(record?.signaturePng?.length).toBeLessThanOrEqual(200 * 1024);
  });
});

describe('pngSize', () => {
  it('reads the header only, and knows a non-PNG', () => {
    expect(pngSize(blankPng(640, 200))).toEqual({ width: 640, height: 200 });
    expect(pngSize(Buffer.from('not a png at all, not at all'))).toBeNull();
    expect(MAX_SIGNATURE_PIXELS).toBe(4_000_000);
  });
});
