// The receipt PDF (decisions.md "Finishing a job"): 409 before completion on both paths; after,
// its text read back with a real PDF parser (unpdf, pdf.js) names the reference, the business,
// the technician, every engine line and the total to the cent, in the booking's language; the
// "job done" mail carries it and links to the review page.
import { extractText, getDocumentProxy } from 'unpdf';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/pricing/format-money';
import type { Quote } from '../../../domain/schemas/quote';
import { bookings } from '../../db/schema/index';
import { readBusinessFacts } from '../../services/business-facts';
import { manageLinks } from '../../services/manage-links';
import { createTestApp } from '../../testing/test-app';
import { adminMikeSarahTokens, bearer, mailsTo, staffId } from './staff-fixtures';
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

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const complete = (id: number, payload: object = { signature: SIGNATURE }) =>
  app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/completion`,
    headers: bearer(mike),
    payload,
  });

/** The PDF's text as a reader gets it, whitespace runs made one space. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const breakdownOf = async (id: number) => {
  const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, id));
  return row?.priceBreakdown as Quote;
};

describe('the receipt PDF', () => {
  it('is 409 on both paths before completion; 404 for an unknown token', async () => {
    const booking = await jobForToday(app, mikeId);
    const customer = await get(`/api/manage/${booking.manageToken}/receipt.pdf`);
    expect(customer.statusCode).toBe(409);
    expect((await get(`/api/bookings/${booking.id}/receipt.pdf`, admin)).statusCode).toBe(409);
    expect((await get(`/api/manage/${'x'.repeat(43)}/receipt.pdf`)).statusCode).toBe(404);
  });

  it('after completion names the business, reference, technician, every engine line and the total', async () => {
    const booking = await jobForToday(app, mikeId);
    expect(
      (await complete(booking.id, { signature: SIGNATURE, collectedCents: booking.totalPrice }))
        .statusCode,
    ).toBe(200);
    const response = await get(`/api/manage/${booking.manageToken}/receipt.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="receipt-${booking.reference}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    const business = await readBusinessFacts(app.ctx.db);
    const breakdown = await breakdownOf(booking.id);

    expect(text).toContain('RECEIPT');
    expect(text).toContain(booking.reference);
    expect(text).toContain(business.name);
    expect(text).toContain(business.phone);
    expect(text).toContain('Mike');
    expect(text).not.toContain('Mike Johnson');
    // Brick, the tilt mount and the wire in the wall are engine lines of the first TV.
    const labels = breakdown.tvs.flatMap((tv) => tv.parts.map((part) => part.label));
    expect(labels.join(' ')).toMatch(/brick/i);
    expect(labels.join(' ')).toMatch(/tilt/i);
    expect(labels.join(' ')).toMatch(/wire/i);
    for (const tv of breakdown.tvs) {
      for (const part of tv.parts) {
        expect(text).toContain(part.label);
        expect(text).toContain(formatMoney(part.cents));
      }
      expect(text).toContain(formatMoney(tv.totalCents));
    }
    expect(breakdown.discountCents).toBeGreaterThan(0);
    expect(text).toContain('Multi-TV discount');
    expect(text).toContain(`-${formatMoney(breakdown.discountCents)}`);
    expect(text).toMatch(new RegExp(`Total \\${formatMoney(booking.totalPrice)}`));
    expect(text).toContain('Paid by cash on');
    expect(text).toContain('Lifetime warranty');

    // Staff get the same receipt with a bearer; none without one, nor another technician.
    const staff = await get(`/api/bookings/${booking.id}/receipt.pdf`, admin);
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toContain(booking.reference);
    expect((await get(`/api/bookings/${booking.id}/receipt.pdf`, mike)).statusCode).toBe(200);
    expect((await get(`/api/bookings/${booking.id}/receipt.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/bookings/${booking.id}/receipt.pdf`, sarah)).statusCode).toBe(403);
  });

  it('a Spanish booking gets a Spanish receipt', async () => {
    const booking = await jobForToday(app, mikeId, { locale: 'es' });
    expect((await complete(booking.id)).statusCode).toBe(200);
    const text = await pdfText(
      (await get(`/api/manage/${booking.manageToken}/receipt.pdf`)).rawPayload,
    );
    expect(text).toContain('RECIBO');
    expect(text).toContain('Descuento por varios televisores');
    expect(text).toContain('Garantía de por vida');
    expect(text).toContain('Pendiente de pago (efectivo)');
    expect(text).not.toContain('Lifetime warranty');
  });

  it('the job-done mail carries the PDF and links to /review/{token}', async () => {
    const booking = await jobForToday(app, mikeId);
    expect((await complete(booking.id)).statusCode).toBe(200);
    const [mail, ...others] = (await mailsTo(app, booking.email)).filter((m) =>
      m.subject?.endsWith('Job done'),
    );
    expect(others).toHaveLength(0);
    const links = await manageLinks(app.ctx);
    expect(mail?.text).toContain(`Leave a review: ${links.siteUrl}/review/${booking.manageToken}`);
    expect(mail?.html).toContain(`href="${links.siteUrl}/review/${booking.manageToken}"`);
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe(`receipt-${booking.reference}.pdf`);
    expect(file?.contentType).toBe('application/pdf');
    const text = await pdfText(Buffer.from(file?.contentBase64 ?? '', 'base64'));
    expect(text).toContain(booking.reference);
    expect(text).toContain(formatMoney(booking.totalPrice));
  });
});
