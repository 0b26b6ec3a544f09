// GET/PUT /api/business (decisions.md "Staff operations calls", "Partial updates"; issue 16).
import { describe, expect, it } from 'vitest';
import { SEED_BUSINESS_FACTS } from '../../../domain/catalog/business-seed';
import { createTestApp } from '../../testing/test-app';
import { bearer, login, mailsTo } from '../staff-bookings/staff-fixtures';
import { postBooking, validDraft } from '../bookings/testing';

const app = await createTestApp();
const adminToken = await login(app, 'admin', 'admin123');
const techToken = await login(app, 'mike', 'tech123');

const getBusiness = () => app.inject({ method: 'GET', url: '/api/business' });
const putBusiness = (payload: unknown, token: string | null = adminToken) =>
  app.inject({
    method: 'PUT',
    url: '/api/business',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/business', () => {
  it('answers the seeded facts to anyone, with a version', async () => {
    const res = await getBusiness();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SEED_BUSINESS_FACTS, version: 1 });
    expect(res.json().serviceAreaZips).toHaveLength(79 + 16);
  });
});

describe('PUT /api/business', () => {
  it('is refused without a token (401) and to a technician (403), changing nothing', async () => {
    expect((await putBusiness({ phone: '(704) 555-0100' }, null)).statusCode).toBe(401);
    expect((await putBusiness({ phone: '(704) 555-0100' }, techToken)).statusCode).toBe(403);
    expect((await getBusiness()).json()).toMatchObject({
      phone: SEED_BUSINESS_FACTS.phone,
      version: 1,
    });
  });

  it('changes only the fields sent and raises the version each time', async () => {
    const before = (await getBusiness()).json();
    const res = await putBusiness({ insurer: 'Piedmont Mutual', reviewCount: 2612 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...before,
      insurer: 'Piedmont Mutual',
      reviewCount: 2612,
      version: before.version + 1,
    });
    // Every later read sees it at once (the cache of this server was replaced).
    expect((await getBusiness()).json()).toEqual(res.json());
    const again = await putBusiness({ rating: null });
    expect(again.json()).toMatchObject({ rating: null, version: before.version + 2 });
  });

  it('keeps the ZIP list as a set of five-digit codes', async () => {
    const res = await putBusiness({ serviceAreaZips: ['28202', ' 28203 ', '28202'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceAreaZips).toEqual(['28202', '28203']);
  });

  it.each([
    ['phone', { phone: '555' }],
    ['email', { email: 'not-an-address' }],
    ['name', { name: '   ' }],
    ['rating', { rating: 7 }],
    ['reviewCount', { reviewCount: -1 }],
    ['reviewCount', { reviewCount: 1.5 }],
    ['serviceAreaZips', { serviceAreaZips: [] }],
    ['serviceAreaZips.1', { serviceAreaZips: ['28202', '2820'] }],
    ['address', { address: 'line one\nline two' }],
  ])('answers 400 naming %s for a bad value, changing nothing', async (field, body) => {
    const before = (await getBusiness()).json();
    const res = await putBusiness(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect((await getBusiness()).json()).toEqual(before);
  });

  it('answers 400 for an unknown field or an empty body', async () => {
    const unknown = await putBusiness({ phone: '(704) 555-0100', city: 'Raleigh' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/city/);
    expect((await putBusiness({})).statusCode).toBe(400);
  });

  it('puts a new phone number in the next e-mail and the service-area refusal', async () => {
    const phone = '(980) 555-0142';
    expect((await putBusiness({ phone, email: 'office@example.com' })).statusCode).toBe(200);
    const email = 'phone-change@example.com';
    const booked = await postBooking(app, validDraft({ email }));
    expect(booked.statusCode).toBe(201);
    const [mail] = await mailsTo(app, email);
    expect(mail?.text).toContain(`Questions? Call ${phone} or write to office@example.com.`);
    expect(mail?.text).not.toContain(SEED_BUSINESS_FACTS.phone);
    const outside = await postBooking(
      app,
      validDraft({ email, address: '1 Broadway, New York, NY 10004' }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().fieldErrors.address).toContain(phone);
  });

  it('serves a ZIP once it is added to the service area', async () => {
    const address = '9 Elm St, Gastonia, NC 28052';
    const before = await postBooking(app, validDraft({ address, email: 'zip@example.com' }));
    expect(before.statusCode).toBe(400);
    const zips = (await getBusiness()).json().serviceAreaZips as string[];
    expect((await putBusiness({ serviceAreaZips: [...zips, '28052'] })).statusCode).toBe(200);
    const after = await postBooking(app, validDraft({ address, email: 'zip@example.com' }));
    expect(after.statusCode).toBe(201);
  });
});
