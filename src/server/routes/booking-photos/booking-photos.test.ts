// POST /api/booking-photos and bookings naming uploads (docs/decisions/012), on the real app and
// database: photos must decode as JPEG, PNG or WebP; refusals name the field with the spec's
// words; uploads attach once, in the booking's transaction; stale ones are swept with their files.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import type { RoomPhotoUpload } from '../../../domain/schemas/booking-photos';
import { bookingPhotos } from '../../db/schema/index';
import {
  gifPhoto,
  jpegPhoto,
  pngOfExactly,
  pngPhoto,
  truncated,
  webpPhoto,
} from '../../testing/photo-fixtures';
import { createTestApp } from '../../testing/test-app';
import { dayAhead, freshAddress, postBooking, validDraft } from '../bookings/testing';
import { bearer, login } from '../staff-bookings/staff-fixtures';
import {
  deleteExpiredUploads,
  photoBytes,
  UPLOAD_LIFETIME_HOURS,
} from '../../services/photos/repository';

const app = await createTestApp();

function upload(bytes: Buffer, query = '', contentType = 'application/octet-stream') {
  return app.inject({
    method: 'POST',
    url: `/api/booking-photos${query}`,
    headers: { 'content-type': contentType },
    payload: bytes,
    remoteAddress: freshAddress(),
  });
}

async function uploaded(bytes: Buffer): Promise<RoomPhotoUpload> {
  const response = await upload(bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<RoomPhotoUpload>();
}

const uploadedId = async (bytes: Buffer) => (await uploaded(bytes)).id;

/** A booking's photo as signed-in staff fetch it. */
async function staffPhoto(token: string, bookingId: number, position: number) {
  const photo = await app.inject({
    url: `/api/bookings/${bookingId}/photos/${position}`,
    headers: bearer(token),
  });
  expect(photo.statusCode, photo.body).toBe(200);
  return photo;
}

const rawPixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  Buffer.alloc(2048),
]);

describe('POST /api/booking-photos', () => {
  it.each([
    ['a JPEG', () => jpegPhoto(320, 240), 'image/jpeg', 320, 240],
    ['a PNG', () => pngPhoto(64, 48), 'image/png', 64, 48],
    ['a WebP', () => webpPhoto(100, 80), 'image/webp', 100, 80],
  ])('stores %s and answers an opaque id, its type and size', async (_, make, type, w, h) => {
    const response = await upload(await make(), '', 'image/whatever');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<RoomPhotoUpload>();
    expect(body).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      contentType: type,
      byteSize: expect.any(Number),
      width: w,
      height: h,
    });
    const [row] = await app.ctx.db
      .select({
        bookingId: bookingPhotos.bookingId,
        byteSize: bookingPhotos.byteSize,
        bytes: bookingPhotos.bytes,
        uploadId: bookingPhotos.uploadId,
      })
      .from(bookingPhotos)
      .where(eq(bookingPhotos.uploadId, body.id));
    expect(row?.bookingId).toBeNull();
    // The size told and kept is the size of what is stored: the re-encoded photo, same format.
    const stored = row && (await photoBytes(app.ctx.photoFiles, row));
    expect(stored?.length).toBe(body.byteSize);
    expect(row?.byteSize).toBe(body.byteSize);
    const decoded = await sharp(stored).metadata();
    expect([`image/${decoded.format}`, decoded.width, decoded.height]).toEqual([type, w, h]);
  });

  it.each([
    ['a GIF', () => gifPhoto()],
    ['a HEIC photo', async () => HEIC],
    ['a text file named .png', async () => Buffer.from('just some text, not a picture')],
    ['a JPEG cut in half', async () => truncated(await jpegPhoto(640, 480))],
    [
      'PNG magic bytes in front of zeros',
      async () => Buffer.concat([(await pngPhoto()).subarray(0, 16), Buffer.alloc(4096)]),
    ],
  ])('refuses %s with the spec message naming the field', async (_, make) => {
    const response = await upload(await make(), '?name=living%20room.png', 'image/png');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      message: 'photo: File living room.png is not an image.',
      code: 'field_invalid',
      fieldErrors: { photo: 'File living room.png is not an image.' },
    });
  });

  it('refuses a file without a name in plain words, and an empty body', async () => {
    const text = await upload(Buffer.from('hello'));
    expect(text.json()).toMatchObject({
      fieldErrors: { photo: 'This file is not an image (JPG, PNG or WebP).' },
    });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['photo']);
  });

  it('accepts exactly 5 MB and refuses one byte more with 413 naming the field', async () => {
    const limit = 5 * 1024 * 1024;
    expect((await upload(await pngOfExactly(limit))).statusCode).toBe(201);
    const over = await upload(await pngOfExactly(limit + 1), '?name=big.png');
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: 'photo: File big.png is too large. Maximum size is 5MB.',
      code: 'body_too_large',
      fieldErrors: { photo: 'File big.png is too large. Maximum size is 5MB.' },
    });
  });

  it('refuses a file name with control characters', async () => {
    const response = await upload(await pngPhoto(), '?name=a%00b.png');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['name']);
  });
});

describe('a booking naming uploaded photos', () => {
  it('attaches them in order; staff get the bytes back; the id cannot be used again', async () => {
    const first = await jpegPhoto(120, 90);
    const second = await pngPhoto(30, 20);
    const uploads = [await uploaded(first), await uploaded(second)];
    const ids = uploads.map((u) => u.id);
    const sizes = uploads.map((u) => u.byteSize);
    const response = await postBooking(
      app,
      validDraft({ appointmentDate: dayAhead(6), roomPhotoIds: ids }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json<BookingResponse>();
    expect(booking.photoCount).toBe(2);

    // Staff get each photo back, in order, as it was stored: re-encoded in its own format (the
    // PNG, lossless, pixel for pixel), with the size the upload answered.
    const token = await login(app, 'admin', 'admin123');
    const served = [await staffPhoto(token, booking.id, 0), await staffPhoto(token, booking.id, 1)];
    expect(served.map((photo) => photo.headers['content-type'])).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    expect(served.map((photo) => photo.rawPayload.length)).toEqual(sizes);
    expect(await sharp(served[0]?.rawPayload).metadata()).toMatchObject({ width: 120, height: 90 });
    expect(await rawPixels(served[1]!.rawPayload)).toEqual(await rawPixels(second));

    const again = await postBooking(
      app,
      validDraft({ appointmentDate: dayAhead(6), appointmentTime: '2:00 PM', roomPhotoIds: ids }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      fieldErrors: {
        'roomPhotoIds.0': 'Photo 1 was not found or has expired. Please add it again.',
      },
    });
  });

  it('refuses an unknown id, a repeated id and more than 5 photos in all, naming the field', async () => {
    const id = await uploadedId(await pngPhoto());
    const cases: [Partial<Parameters<typeof validDraft>[0]>, string][] = [
      [{ roomPhotoIds: ['AAAAAAAAAAAAAAAAAAAAAA'] }, 'roomPhotoIds.0'],
      [{ roomPhotoIds: [id, id] }, 'roomPhotoIds.1'],
      [{ roomPhotoIds: ['not an id'] }, 'roomPhotoIds.0'],
      [{ roomPhotoIds: Array.from({ length: 6 }, () => id) }, 'roomPhotoIds'],
    ];
    for (const [overrides, field] of cases) {
      const response = await postBooking(
        app,
        validDraft({ appointmentDate: dayAhead(6), ...overrides }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors)).toContain(field);
    }
  });

  it('a booking refused for its slot leaves the upload free for the retry', async () => {
    const id = await uploadedId(await pngPhoto());
    const date = dayAhead(7);
    // Capacity is the 2 demo technicians: the third booking of a slot is a 409.
    for (const name of ['One', 'Two']) {
      const r = await postBooking(app, validDraft({ appointmentDate: date, name }));
      expect(r.statusCode).toBe(201);
    }
    const taken = await postBooking(app, validDraft({ appointmentDate: date, roomPhotoIds: [id] }));
    expect(taken.statusCode).toBe(409);
    const retry = await postBooking(
      app,
      validDraft({ appointmentDate: date, appointmentTime: '12:00 PM', roomPhotoIds: [id] }),
    );
    expect(retry.statusCode, retry.body).toBe(201);
  });
});

describe('unattached uploads', () => {
  it(`are deleted with their files after ${UPLOAD_LIFETIME_HOURS} hours; attached ones stay`, async () => {
    const stale = await uploadedId(await pngPhoto());
    const fresh = await uploadedId(await pngPhoto());
    const attached = await uploadedId(await pngPhoto());
    const booking = await postBooking(
      app,
      validDraft({ appointmentDate: dayAhead(8), roomPhotoIds: [attached] }),
    );
    expect(booking.statusCode).toBe(201);
    const longAgo = sql`now() - make_interval(hours => ${UPLOAD_LIFETIME_HOURS + 1})`;
    for (const id of [stale, attached]) {
      await app.ctx.db
        .update(bookingPhotos)
        .set({ createdAt: longAgo })
        .where(eq(bookingPhotos.uploadId, id));
    }
    const fileOf = (id: string) => app.ctx.photoFiles && join(app.ctx.photoFiles.folder, id);
    if (app.ctx.photoFiles) expect(existsSync(fileOf(stale)!)).toBe(true);

    expect(await deleteExpiredUploads(app.ctx.db, app.ctx.photoFiles)).toBe(1);
    const left = await app.ctx.db.select({ id: bookingPhotos.uploadId }).from(bookingPhotos);
    const ids = left.map((row) => row.id);
    expect(ids).not.toContain(stale);
    expect(ids).toEqual(expect.arrayContaining([fresh, attached]));
    if (app.ctx.photoFiles) {
      expect(existsSync(fileOf(stale)!)).toBe(false);
      expect(existsSync(fileOf(attached)!)).toBe(true);
    }
    // An expired upload can no longer be attached either.
    const late = await postBooking(
      app,
      validDraft({
        appointmentDate: dayAhead(8),
        appointmentTime: '4:00 PM',
        roomPhotoIds: [stale],
      }),
    );
    expect(late.statusCode).toBe(400);
  });
});
