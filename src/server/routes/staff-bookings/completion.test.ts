// POST /api/bookings/{id}/completion through the real app on a real database (decisions.md
// "Finishing a job: the record, the receipt, the review").
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffBooking } from '../../../domain/schemas/staff';
import { bookings, jobCompletions } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { adminMikeSarahTokens, bearer, mailsTo, PNG_BYTES, staffId } from './staff-fixtures';
import { jobForToday, SIGNATURE } from '../../testing/completion-fixtures';

const app = await createTestApp();
let admin = '';
let mike = '';
let sarah = '';
let mikeId = 0;

beforeAll(async () => {
  [admin, mike, sarah] = await adminMikeSarahTokens(app);
  mikeId = await staffId(app, 'mike');
});

const complete = (id: number, token: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/completion`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const uploadPhoto = (bookingId: number, token: string) =>
  app.inject({
    method: 'POST',
    url: `/api/job-photos?bookingId=${bookingId}`,
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: PNG_BYTES,
  });

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const fieldOf = (response: { json: () => unknown }) =>
  Object.keys((response.json() as { fieldErrors?: Record<string, string> }).fieldErrors ?? {});

describe('POST /api/bookings/{id}/completion', () => {
  it('the assigned technician completes a cash job with a note, a signature, a photo and the cash', async () => {
    const booking = await jobForToday(app, mikeId);
    const upload = await uploadPhoto(booking.id, mike);
    expect(upload.statusCode, upload.body).toBe(201);
    const photoId = upload.json<{ id: string }>().id;

    const response = await complete(booking.id, mike, {
      note: 'Mounted both TVs; cables run inside the brick wall.',
      photoIds: [photoId],
      signature: SIGNATURE,
      collectedCents: booking.totalPrice,
    });
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json<StaffBooking>();
    expect(done.status).toBe('completed');
    expect(done.paymentStatus).toBe('paid');
    expect(done.paymentCollectedByName).toBe('Mike Johnson');
    expect(done.completion).toMatchObject({
      note: 'Mounted both TVs; cables run inside the brick wall.',
      customerAbsent: false,
      collectedCents: booking.totalPrice,
      completedBy: { id: mikeId },
      photoUrls: [`/api/job-photos/${photoId}`],
      signatureUrl: `/api/bookings/${booking.id}/signature.png`,
    });
    expect(Date.parse(done.completion?.completedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // The record is on the booking for staff, the admin's read and the technician's list alike.
    const read = await get(`/api/bookings/${booking.id}`, admin);
    expect(read.json<StaffBooking>().completion).toEqual(done.completion);
    const list = await get(`/api/technician/bookings/${mikeId}`, mike);
    expect(list.json<StaffBooking[]>().find((b) => b.id === booking.id)?.completion).toEqual(
      done.completion,
    );

    // The signature and the photo are served to staff, as images.
    const signature = await get(done.completion?.signatureUrl ?? '', mike);
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    expect(signature.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const photo = await get(done.completion?.photoUrls[0] ?? '', admin);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // Neither for another technician, nor without a token.
    expect((await get(done.completion?.signatureUrl ?? '', sarah)).statusCode).toBe(403);
    expect((await get(done.completion?.photoUrls[0] ?? '', sarah)).statusCode).toBe(403);
    expect((await get(done.completion?.photoUrls[0] ?? '')).statusCode).toBe(401);

    // The customer heard once, with the receipt.
    const jobDone = (await mailsTo(app, booking.email ?? '')).filter((m) =>
      m.subject?.endsWith('Job done'),
    );
    expect(jobDone).toHaveLength(1);
  });

  it('another technician gets 403 and nothing changes; an unknown booking is 404', async () => {
    const booking = await jobForToday(app, mikeId);
    const response = await complete(booking.id, sarah, { signature: SIGNATURE });
    expect(response.statusCode).toBe(403);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
    expect((await complete(999_999, admin, { signature: SIGNATURE })).statusCode).toBe(404);
    expect((await complete(booking.id, '', { signature: SIGNATURE })).statusCode).toBe(401);
  });

  it('without a signature while the customer is present: 400 naming signature', async () => {
    const booking = await jobForToday(app, mikeId);
    const response = await complete(booking.id, mike, { note: 'Done' });
    expect(response.statusCode).toBe(400);
    expect(fieldOf(response)).toEqual(['signature']);
    const notPng = await complete(booking.id, mike, {
      signature: `data:image/png;base64,${Buffer.from('not a png at all').toString('base64')}`,
    });
    expect(notPng.statusCode).toBe(400);
    expect(fieldOf(notPng)).toEqual(['signature']);
    const jpegUrl = await complete(booking.id, mike, { signature: 'data:image/jpeg;base64,AAAA' });
    expect(jpegUrl.statusCode).toBe(400);
    expect(fieldOf(jpegUrl)).toEqual(['signature']);
    const huge = await complete(booking.id, mike, {
      signature: `data:image/png;base64,${Buffer.alloc(210 * 1024).toString('base64')}`,
    });
    expect(huge.statusCode).toBe(400);
    expect(fieldOf(huge)).toEqual(['signature']);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
  });

  it('customer not present, no signature: 200, still unpaid (the office chases the cash)', async () => {
    const booking = await jobForToday(app, mikeId);
    const response = await complete(booking.id, mike, { customerAbsent: true });
    expect(response.statusCode, response.body).toBe(200);
    const done = response.json<StaffBooking>();
    expect(done.status).toBe('completed');
    expect(done.paymentStatus).toBe('unpaid');
    expect(done.completion).toMatchObject({
      customerAbsent: true,
      signatureUrl: null,
      collectedCents: null,
      note: null,
      photoUrls: [],
    });
    expect((await get(`/api/bookings/${booking.id}/signature.png`, mike)).statusCode).toBe(404);
  });

  it('a second completion is 409, as are a cancelled and a pending job', async () => {
    const booking = await jobForToday(app, mikeId);
    expect((await complete(booking.id, mike, { signature: SIGNATURE })).statusCode).toBe(200);
    const again = await complete(booking.id, mike, { signature: SIGNATURE });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The booking is already completed');
    const rows = await app.ctx.db
      .select()
      .from(jobCompletions)
      .where(eq(jobCompletions.bookingId, booking.id));
    expect(rows).toHaveLength(1);

    const pending = await jobForToday(app, mikeId);
    await app.ctx.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending.id));
    expect((await complete(pending.id, mike, { signature: SIGNATURE })).statusCode).toBe(409);
    await app.ctx.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(eq(bookings.id, pending.id));
    expect((await complete(pending.id, admin, { signature: SIGNATURE })).statusCode).toBe(409);
  });

  it('collectedCents must be what is due, and only for an unpaid cash or afterpay job', async () => {
    const booking = await jobForToday(app, mikeId);
    const wrong = await complete(booking.id, mike, {
      signature: SIGNATURE,
      collectedCents: booking.totalPrice - 100,
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldOf(wrong)).toEqual(['collectedCents']);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentStatus: 'unpaid' });

    const card = await jobForToday(app, mikeId, { paymentMethod: 'card' });
    const onCard = await complete(card.id, mike, {
      signature: SIGNATURE,
      collectedCents: card.totalPrice,
    });
    expect(onCard.statusCode).toBe(400);
    expect(fieldOf(onCard)).toEqual(['collectedCents']);

    const paid = await jobForToday(app, mikeId);
    await app.ctx.db
      .update(bookings)
      .set({ paymentStatus: 'paid' })
      .where(eq(bookings.id, paid.id));
    const twice = await complete(paid.id, mike, {
      signature: SIGNATURE,
      collectedCents: paid.totalPrice,
    });
    expect(twice.statusCode).toBe(400);
    expect(fieldOf(twice)).toEqual(['collectedCents']);
  });

  it('a note past 2,000 characters and photos of another job are 400s naming their field', async () => {
    const booking = await jobForToday(app, mikeId);
    const long = await complete(booking.id, mike, { signature: SIGNATURE, note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(fieldOf(long)).toEqual(['note']);

    const other = await jobForToday(app, mikeId);
    const otherPhoto = (await uploadPhoto(other.id, mike)).json<{ id: string }>().id;
    const foreign = await complete(booking.id, mike, {
      signature: SIGNATURE,
      photoIds: [otherPhoto],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldOf(foreign)).toEqual(['photoIds']);
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
  });

  it('an Idempotency-Key replay answers the same 200 and completes once', async () => {
    const booking = await jobForToday(app, mikeId);
    const key = randomUUID();
    const body = { signature: SIGNATURE, collectedCents: booking.totalPrice, note: 'Queued' };
    const first = await complete(booking.id, mike, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await complete(booking.id, mike, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const jobDone = (await mailsTo(app, booking.email ?? '')).filter((m) =>
      m.subject?.endsWith('Job done'),
    );
    expect(jobDone).toHaveLength(1);
  });
});
