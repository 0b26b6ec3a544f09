// Issue 28: every mail to a Spanish customer is in Spanish, through the real app: the booking's
// confirmation, card receipt, reschedule, reminders (24 h and 2 h), status notes, "on my way",
// "job done", cancel, refund and a payment returned, and a Spanish store order's receipt (with
// the products' Spanish names) and cancel. None holds an English interface word; every link to
// the site goes to the Spanish pages (/es/my-booking/{token}, /es). Staff mails stay English, and
// an English booking's mails keep their English words and links.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slotStartsAt, type SlotLabel } from '../../domain/scheduling/business-time';
import type { BookingDraftInput, BookingResponse } from '../../domain/schemas/booking';
import { bookings, products, type outboxEmails } from '../db/schema/index';
import { findPaymentBySecretForUpdate } from '../payments/repository';
import { settleSucceeded } from '../payments/settle';
import { manageLinks } from '../services/manage-links';
import { paymentGateways } from '../services/payments/index';
import { sendDueReminders } from '../services/reminders';
import { payWithSandbox } from '../testing/operations-fixtures';
import { createTestApp } from '../testing/test-app';
import { cardBookings, dayAhead, postBooking, validDraft } from '../routes/bookings/testing';
import { bearer, login, mailsTo, staffId } from '../routes/staff-bookings/staff-fixtures';
import { postOrder, orderBody, productBySlug, setStock } from '../routes/store-orders/testing';

const app = await createTestApp();
const links = await manageLinks(app.ctx);
const admin = await login(app, 'admin', 'admin123');
const mike = await login(app, 'mike', 'tech123');
const mikeId = await staffId(app, 'mike');
const cardBooking = cardBookings(app);

/** Interface words of the English mails that are no Spanish word. */
const ENGLISH_WORDS = [
  'your',
  'the',
  'booking',
  'thank',
  'thanks',
  'arrival',
  'window',
  'cancel',
  'cancelled',
  'receipt',
  'payment',
  'refund',
  'refunded',
  'reminder',
  'technician',
  'hi',
  'questions',
  'we',
  'you',
  'please',
  'view',
  'review',
  'received',
  'order',
  'amount',
  'card',
  'paid',
  'call',
  'date',
  'address',
  'service',
  'tomorrow',
  'way',
  'done',
  'job',
  'reason',
  'pickup',
];
const englishWord = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join('|')})(?!\\p{L})`, 'iu');

type Mail = typeof outboxEmails.$inferSelect;

/** The words a reader sees: subject, text and the HTML's text, without addresses. */
function readable(mail: Mail): string[] {
  const withoutLinks = (text: string) => text.replace(/(https?:\/\/|mailto:)\S+/g, ' ');
  const html = (mail.html ?? '').replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;|&#\d+;/g, ' ');
  return [mail.subject ?? '', mail.text, html].map(withoutLinks);
}

/** The links to this site that a mail carries. */
const siteLinks = (mail: Mail) =>
  [...`${mail.text}\n${mail.html ?? ''}`.matchAll(/https?:\/\/[^\s"<)]+/g)]
    .map(([url]) => url)
    .filter((url) => url.startsWith(links.siteUrl));

function expectSpanish(mail: Mail | undefined, what: string): Mail {
  if (!mail) throw new Error(`no ${what} mail`);
  for (const part of readable(mail)) {
    expect(part.match(englishWord)?.[0], `${what}: ${part}`).toBeUndefined();
  }
  for (const url of siteLinks(mail))
    expect(url, what).toMatch(new RegExp(`^${links.siteUrl}/es(/|$)`));
  if (mail.html) expect(mail.html, what).toContain('<html lang="es">');
  return mail;
}

const mailsOf = async (email: string) => mailsTo(app, email);
const find = async (email: string, subject: RegExp) =>
  (await mailsOf(email)).find((mail) => subject.test(mail.subject ?? ''));
const put = (token: string, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(token), payload });

/** The sandbox's 4242 card for an intent, as the checkout sends it. */
const confirmCard = (clientSecret: string) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 1,
      cvc: '123',
    },
  });

async function cashBooking(email: string, overrides: Partial<BookingDraftInput> = {}) {
  const response = await postBooking(app, validDraft({ email, ...overrides }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

describe('a Spanish card booking from booking to refund', () => {
  const email = 'es-card@example.com';

  it('confirmation, receipt, reschedule, reminders, cancel and refund are all Spanish', async () => {
    const booking = await cardBooking({ email, locale: 'es', appointmentDate: dayAhead(7) });
    await payWithSandbox(app, booking);
    const manageUrl = `${links.siteUrl}/es/my-booking/${booking.manageToken}`;

    const confirmation = expectSpanish(await find(email, /^Reserva .* confirmada/), 'confirmation');
    expect(confirmation.text).toContain(manageUrl);
    expect(confirmation.html).toContain(manageUrl);
    const receipt = expectSpanish(await find(email, /^Pago recibido/), 'receipt');
    expect(receipt.subject).toBe(`Pago recibido de la reserva ${booking.reference}`);
    expect(receipt.text).toContain('Recibimos su pago de $128.99');
    expect(receipt.text).toMatch(/Número de recibo: P-\d+/);
    expect(receipt.text).toContain('Horario de llegada:');
    expect(receipt.text).toMatch(/a\. m\. – .* \(hora del Este\)/);
    expect(receipt.text).toContain('Importe pagado: $128.99 con tarjeta');

    const target = { appointmentDate: dayAhead(8), appointmentTime: '2:00 PM' as SlotLabel };
    const moved = await app.inject({
      method: 'POST',
      url: `/api/manage/${booking.manageToken}/reschedule`,
      payload: target,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = expectSpanish(await find(email, /nueva fecha/), 'reschedule');
    expect(rescheduled.html).toContain('Su reserva tiene un nuevo horario');
    expect(rescheduled.text).toContain('2:00 p. m. – 4:00 p. m.');
    expect(rescheduled.text).toContain(manageUrl);

    const start = slotStartsAt(target.appointmentDate, target.appointmentTime).getTime();
    await sendDueReminders(app.ctx.db, links, new Date(start - 24 * 3600_000 + 60_000));
    const dayBefore = expectSpanish(await find(email, /^Recordatorio: .* mañana/), '24 h reminder');
    expect(dayBefore.text).toContain('Su técnico llega el');
    expect(dayBefore.text).toContain(manageUrl);
    await sendDueReminders(app.ctx.db, links, new Date(start - 2 * 3600_000 + 60_000));
    const soon = expectSpanish(
      await find(email, /^Recordatorio: .* en unas dos horas/),
      '2 h reminder',
    );
    expect(soon.text).toContain('¿Se le hizo tarde o necesita cambiar la cita?');

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/manage/${booking.manageToken}/cancel`,
      payload: { reason: 'Me mudo de casa' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = expectSpanish(await find(email, /: cancelada$/), 'cancel');
    expect(cancel.text).toContain('Motivo: Me mudo de casa');
    expect(cancel.text).toContain('Le reembolsaremos su pago de $128.99');
    expect(cancel.text).toContain(`vuelva a reservar en ${links.siteUrl}/es o llámenos`);
    const refund = expectSpanish(await find(email, /^Reembolso de la reserva/), 'refund');
    expect(refund.text).toContain('Le reembolsamos $128.99 de la reserva cancelada');
    expect(refund.text).toContain('no se cobró ni se devolvió dinero');
  });

  it('money the booking cannot take comes back with a Spanish mail', async () => {
    const owner = 'es-returned@example.com';
    const booking = await cardBooking({ email: owner, locale: 'es' });
    const intent = await app.inject({
      method: 'POST',
      url: '/api/stripe-payment-intent',
      payload: { bookingId: booking.id, manageToken: booking.manageToken },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    // What a provider's webhook does when it confirms another amount than the booking's.
    const gateway = paymentGateways(app.ctx).card;
    await app.ctx.db.transaction(async (trx) => {
      const secret = intent.json<{ clientSecret: string }>().clientSecret;
      const payment = await findPaymentBySecretForUpdate(trx, secret);
      if (!payment) throw new Error('no payment');
      await settleSucceeded(trx, payment, gateway, { confirmedAmountCents: 1289, links });
    });
    const returned = expectSpanish(await find(owner, /^Pago reembolsado/), 'payment returned');
    expect(returned.text).toContain('no coincide con el total de su reserva');
    expect(returned.text).toContain('Le reembolsamos su pago de $12.89 de la reserva');
    expect(returned.text).toContain('Para reservar otro horario');
  });
});

describe('a Spanish cash booking worked by staff', () => {
  it('status notes, "on my way" and "job done" are Spanish; the staff mails stay English', async () => {
    const email = 'es-cash@example.com';
    const booking = await cashBooking(email, { locale: 'es', appointmentDate: dayAhead(5) });
    expectSpanish(await find(email, /^Reserva .* confirmada/), 'confirmation');

    expect((await put(admin, booking.id, { status: 'confirmed' })).statusCode).toBe(200);
    const confirmed = expectSpanish(await find(email, /: Confirmada$/), 'confirmed');
    expect(confirmed.text).toContain('Su instalación está confirmada para el');
    expect((await put(admin, booking.id, { assignedTechnicianId: mikeId })).statusCode).toBe(200);
    expect((await put(mike, booking.id, { enRoute: true })).statusCode).toBe(200);
    const onTheWay = expectSpanish(await find(email, /va en camino$/), 'on my way');
    expect(onTheWay.subject).toBe('Su técnico Mike va en camino');

    // Started and completed only on the job's day.
    await app.ctx.db
      .update(bookings)
      .set({ appointmentDate: dayAhead(0) })
      .where(eq(bookings.id, booking.id));
    expect((await put(mike, booking.id, { status: 'in_progress' })).statusCode).toBe(200);
    expectSpanish(await find(email, /: En curso$/), 'in progress');
    expect((await put(mike, booking.id, { status: 'completed' })).statusCode).toBe(200);
    const done = expectSpanish(await find(email, /: trabajo terminado$/), 'job done');
    // The review page in Spanish, and the receipt attached (decisions.md "Finishing a job").
    expect(done.text).toMatch(
      new RegExp(`Dejar una reseña: \\S+/es/review/${booking.manageToken}(\\s|$)`),
    );
    expect(done.attachments.map((file) => file.filename)).toEqual([
      `receipt-${booking.reference}.pdf`,
    ]);
    expect(done.text).toContain(`/es/my-booking/${booking.manageToken}`);

    const adminNote = (await mailsOf('admin@example.com')).find((mail) =>
      mail.subject?.startsWith(`New booking ${booking.reference}`),
    );
    expect(adminNote?.text).toContain('Hi ');
    expect(adminNote?.text).toMatch(/AM - .*PM \(Eastern Time\)/);
    const jobNote = (await mailsOf('mike@example.com')).find((mail) =>
      mail.subject?.startsWith(`New job ${booking.reference}`),
    );
    expect(jobNote?.text).toContain('You have a new job on');
    expect(jobNote?.html).toContain('A job was assigned to you');
    expect(jobNote?.html).toContain('<html lang="en">');
  });
});

describe('an English booking keeps its English mails and links', () => {
  it('links /my-booking/{token}, not /es, and reads as before', async () => {
    const email = 'en-twin@example.com';
    const booking = await cashBooking(email, { appointmentDate: dayAhead(4) });
    const target = { appointmentDate: dayAhead(9), appointmentTime: '2:00 PM' };
    await app.inject({
      method: 'POST',
      url: `/api/manage/${booking.manageToken}/reschedule`,
      payload: target,
    });
    await app.inject({ method: 'POST', url: `/api/manage/${booking.manageToken}/cancel` });
    const mails = await mailsOf(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking CTM-\w+ confirmed: /),
      expect.stringMatching(/^Booking CTM-\w+ moved to /),
      `Booking ${booking.reference}: Cancelled`,
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`${links.siteUrl}/my-booking/${booking.manageToken}`);
      expect(mail.text).not.toContain('/es/');
      expect(mail.html).toContain('<html lang="en">');
    }
    expect(mails[2]?.text).toContain(`book again at ${links.siteUrl} or call`);
  });
});

describe('a Spanish store order', () => {
  it('the receipt names the products in Spanish; the cancel is Spanish too', async () => {
    const shelf = await productBySlug(app, 'small-floating-shelf');
    const cable = await productBySlug(app, 'hdmi-cable');
    await setStock(app, shelf.id, 10);
    await setStock(app, cable.id, 10);
    // A product without Spanish words keeps its English name.
    await app.ctx.db.update(products).set({ nameEs: null }).where(eq(products.id, cable.id));
    const email = 'es-store@example.com';
    const created = await postOrder(
      app,
      orderBody({
        email,
        locale: 'es',
        fulfilment: 'pickup',
        items: [
          { productId: shelf.id, quantity: 2 },
          { productId: cable.id, quantity: 1 },
        ],
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ id: number; reference: string; manageToken: string }>();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/stripe-payment-intent',
      payload: { storeOrderId: order.id, manageToken: order.manageToken },
    });
    const paid = await confirmCard(intent.json<{ clientSecret: string }>().clientSecret);
    expect(paid.json()).toMatchObject({ status: 'succeeded' });

    const receipt = expectSpanish(await find(email, /^Recibo de su pedido/), 'store receipt');
    expect(receipt.subject).toBe(`Recibo de su pedido de Mount Depot ${order.reference}`);
    expect(receipt.text).toContain('Hola, Dana Buyer:');
    expect(receipt.text).toContain(
      `  Repisa flotante pequeña (20") x 2: $${((shelf.price * 2) / 100).toFixed(2)}`,
    );
    expect(receipt.text).toContain('  Ultra High Speed HDMI Cable x 1:');
    expect(receipt.text).toContain('con tarjeta');
    expect(receipt.text).toContain('Para recoger: le llamaremos cuando su pedido esté listo.');

    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/store-orders/${order.id}`,
      headers: bearer(admin),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancel = expectSpanish(await find(email, /fue cancelado$/), 'store cancel');
    expect(cancel.text).toContain('Le reembolsamos');
    expect(cancel.text).toContain('no se cobró ni se devolvió dinero');
  });

  it('an English order still reads "Receipt for your Mount Depot order"', async () => {
    const shelf = await productBySlug(app, 'small-floating-shelf');
    await setStock(app, shelf.id, 10);
    const email = 'en-store@example.com';
    const created = await postOrder(
      app,
      orderBody({ email, items: [{ productId: shelf.id, quantity: 1 }] }),
    );
    const order = created.json<{ id: number; reference: string; manageToken: string }>();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/stripe-payment-intent',
      payload: { storeOrderId: order.id, manageToken: order.manageToken },
    });
    await confirmCard(intent.json<{ clientSecret: string }>().clientSecret);
    const receipt = await find(email, /^Receipt for your Mount Depot order/);
    expect(receipt?.text).toContain('Hi Dana Buyer,');
    expect(receipt?.text).toContain('  Small Floating Shelf (20") x 1:');
    expect(receipt?.text).toContain('Pickup: we call you when your order is ready to collect.');
  });
});
