// POST /api/job-photos?bookingId={id} and GET /api/job-photos/{id} (decisions.md "Finishing a
// job"): the room-photo rules for a job's after photos, from the booking's technician or an admin.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, jobPhotos } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { jobForToday } from '../../testing/completion-fixtures';
import { adminMikeSarahTokens, bearer, PNG_BYTES, staffId } from '../staff-bookings/staff-fixtures';

const app = await createTestApp();
let admin = '';
let mike = '';
let sarah = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike, sarah] = await adminMikeSarahTokens(app);
  mikeId = await staffId(app, 'mike');
});

const upload = (bookingId: number | string, token: string, body: Buffer = PNG_BYTES) =>
  app.inject({
    method: 'POST',
    url: `/api/job-photos?bookingId=${bookingId}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: body,
  });

const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys((response.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});

describe('POST /api/job-photos', () => {
  it('stores a decoded, re-encoded photo and serves it back to staff of the booking', async () => {
    const booking = await jobForToday(app, mikeId);
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    const response = await upload(booking.id, mike, jpeg);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json<{ id: string; contentType: string; width: number }>();
    expect(body).toMatchObject({ contentType: 'image/jpeg', width: 64, height: 48 });
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const served = await app.inject({
      method: 'GET',
      url: `/api/job-photos/${body.id}`,
      headers: bearer(admin),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.includes(Buffer.from('secret place'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);
    const [row] = await app.ctx.db.select().from(jobPhotos).where(eq(jobPhotos.uploadId, body.id));
    expect(row).toMatchObject({ bookingId: booking.id, uploadedBy: mikeId, position: null });
  });

  it('not an image is a 400 naming photo; a bad booking id a 400 naming bookingId', async () => {
    const booking = await jobForToday(app, mikeId);
    const text = await upload(booking.id, mike, Buffer.from('just some text, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(fieldsOf(text)).toEqual(['photo']);
    const truncated = await upload(booking.id, mike, PNG_BYTES.subarray(0, 40));
    expect(truncated.statusCode).toBe(400);
    expect(fieldsOf(truncated)).toEqual(['photo']);
    const badId = await upload('abc', mike);
    expect(badId.statusCode).toBe(400);
    expect(fieldsOf(badId)).toEqual(['bookingId']);
    expect(
      await app.ctx.db.select().from(jobPhotos).where(eq(jobPhotos.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('another technician is 403, no token 401, an unknown booking 404', async () => {
    const booking = await jobForToday(app, mikeId);
    expect((await upload(booking.id, sarah)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/job-photos?bookingId=${booking.id}`,
      payload: PNG_BYTES,
      headers: { 'content-type': 'image/png' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await upload(999_999, admin)).statusCode).toBe(404);
    const stored = await upload(booking.id, mike);
    const id = stored.json<{ id: string }>().id;
    const other = await app.inject({
      method: 'GET',
      url: `/api/job-photos/${id}`,
      headers: bearer(sarah),
    });
    expect(other.statusCode).toBe(403);
  });

  it('a pending, completed or cancelled job takes no photos: 409', async () => {
    const booking = await jobForToday(app, mikeId);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/completion`,
      headers: bearer(mike),
      payload: { customerAbsent: true },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const afterwards = await upload(booking.id, mike);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json()).toMatchObject({ message: 'A completed job takes no more photos' });

    for (const status of ['pending', 'cancelled'] as const) {
      const other = await jobForToday(app, mikeId);
      await app.ctx.db.update(bookings).set({ status }).where(eq(bookings.id, other.id));
      const refused = await upload(other.id, admin);
      expect(refused.statusCode, status).toBe(409);
    }
    expect(
      await app.ctx.db.select().from(jobPhotos).where(eq(jobPhotos.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('the 11th photo of a job is a 400 naming photo', async () => {
    const booking = await jobForToday(app, mikeId);
    for (let i = 0; i < 10; i++) {
      const response = await upload(booking.id, i % 2 ? admin : mike);
      expect(response.statusCode, response.body).toBe(201);
    }
    const eleventh = await upload(booking.id, mike);
    expect(eleventh.statusCode).toBe(400);
    expect(fieldsOf(eleventh)).toEqual(['photo']);
    const rows = await app.ctx.db
      .select()
      .from(jobPhotos)
      .where(eq(jobPhotos.bookingId, booking.id));
    expect(rows).toHaveLength(10);
  });
});
