// Issue 25, "Privacy" (docs/decisions/020): a room photo is stored re-encoded, upright and without
// metadata, whichever way it arrives (an upload or a data URL in the booking), so the GPS position
// a phone writes into a photo of a living room never reaches the database or the staff.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { RoomPhotoUpload } from '../../../domain/schemas/booking-photos';
import {
  dataUrl,
  hasGpsIfd,
  phonePhoto,
  pngChunkTypes,
  withPngText,
} from '../../testing/photo-fixtures';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
const token = await login(app, 'admin', 'admin123');

let nextSlot = 0;
/** Books the photos in a slot of its own and returns the bytes staff get back for each. */
async function bookAndFetch(photos: { roomPhotoIds?: string[]; roomPhotos?: string[] }) {
  const times = ['8:00 AM', '10:00 AM', '12:00 PM', '2:00 PM'] as const;
  const slot = nextSlot++;
  const response = await postBooking(
    app,
    validDraft({
      appointmentDate: dayAhead(9 + Math.floor(slot / times.length)),
      appointmentTime: times[slot % times.length],
      ...photos,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const booking = response.json<BookingResponse>();
  const count = (photos.roomPhotoIds?.length ?? 0) + (photos.roomPhotos?.length ?? 0);
  expect(booking.photoCount).toBe(count);
  const served: Buffer[] = [];
  for (let position = 0; position < count; position++) {
    const photo = await app.inject({
      url: `/api/bookings/${booking.id}/photos/${position}`,
      headers: bearer(token),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    served.push(photo.rawPayload);
  }
  return served;
}

async function upload(bytes: Buffer): Promise<RoomPhotoUpload> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/booking-photos',
    headers: { 'content-type': 'application/octet-stream' },
    payload: bytes,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RoomPhotoUpload>();
}

/** The sent photo really carries what must go: GPS, the camera, orientation 6, landscape. */
async function expectPhoneMetadata(bytes: Buffer) {
  const sent = await sharp(bytes).metadata();
  expect(sent).toMatchObject({ orientation: 6, width: 80, height: 40 });
  expect(sent.exif && hasGpsIfd(sent.exif)).toBe(true);
  expect(bytes.includes('PhoneCo')).toBe(true);
}

/** No metadata left, portrait with the red (left when stored) half on top. */
async function expectCleanAndUpright(bytes: Buffer, format: string) {
  const kept = await sharp(bytes).metadata();
  expect(kept).toMatchObject({ format, width: 40, height: 80 });
  expect(kept.exif).toBeUndefined();
  expect(kept.orientation).toBeUndefined();
  expect(kept.xmp).toBeUndefined();
  expect(kept.icc).toBeUndefined();
  for (const marker of ['Exif', 'PhoneCo', 'Phone 15']) expect(bytes.includes(marker)).toBe(false);
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const rgbAt = (x: number, y: number) => [
    ...data.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3),
  ];
  const [topRed, , topBlue] = rgbAt(20, 10);
  const [bottomRed, , bottomBlue] = rgbAt(20, 70);
  expect(topRed).toBeGreaterThan(200);
  expect(topBlue).toBeLessThan(60);
  expect(bottomRed).toBeLessThan(60);
  expect(bottomBlue).toBeGreaterThan(200);
}

describe('a phone photo with GPS in its EXIF and orientation 6', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'uploaded as %s, is stored upright and without its EXIF; staff get the clean one',
    async (format) => {
      const sent = await phonePhoto(format);
      await expectPhoneMetadata(sent);
      const answer = await upload(sent);
      expect(answer).toMatchObject({ contentType: `image/${format}`, width: 40, height: 80 });
      const [served] = await bookAndFetch({ roomPhotoIds: [answer.id] });
      expect(served?.length).toBe(answer.byteSize);
      await expectCleanAndUpright(served!, format);
    },
  );

  it('sent as a data URL in the booking, is stored clean and upright too', async () => {
    const sent = await phonePhoto('jpeg');
    await expectPhoneMetadata(sent);
    const [served] = await bookAndFetch({ roomPhotos: [dataUrl(sent, 'image/jpeg')] });
    await expectCleanAndUpright(served!, 'jpeg');
  });

  it("loses a PNG's text chunks and eXIf: only the picture's own chunks are kept", async () => {
    const sent = withPngText(await phonePhoto('png'), 'Comment', '12 Elm St, Charlotte');
    expect(pngChunkTypes(sent)).toEqual(expect.arrayContaining(['eXIf', 'tEXt']));
    const answer = await upload(sent);
    const [served] = await bookAndFetch({ roomPhotoIds: [answer.id] });
    expect(served!.includes('12 Elm St')).toBe(false);
    // pHYs is the pixel density libvips always writes: no one's data.
    const kept = new Set(pngChunkTypes(served!));
    const picture = ['IHDR', 'IDAT', 'IEND', 'pHYs'];
    expect([...kept].filter((type) => !picture.includes(type))).toEqual([]);
    await expectCleanAndUpright(served!, 'png');
  });
});
