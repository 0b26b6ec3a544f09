// The outbox against a real SMTP server process (smtp-server on 127.0.0.1): a booking made
// through POST /api/bookings reaches the server with its .ics invite; while the server is down
// the mail waits in the outbox with a back-off, and it goes out exactly once when it is back.
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../domain/schemas/booking';
import { slotStartsAt } from '../../../domain/scheduling/business-time';
import { formatIcsUtc } from '../../../domain/scheduling/ics';
import type { BuiltApp } from '../../app';
import { outboxEmails, staff } from '../../db/schema/index';
import { dayAhead, postBooking, validDraft } from '../../routes/bookings/testing';
import { createTestApp } from '../../testing/test-app';
import { deliverPending } from '../outbox/dispatcher';
import { createSmtpTransport } from './smtp-transport';

type Received = { to: string[]; raw: string };

/** A real SMTP server that keeps every message it accepts. */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port: boundPort, received, stop };
}

/** The MIME part whose headers match `contentType`, decoded from its transfer encoding. */
function mimePart(raw: string, contentType: RegExp): string | undefined {
  for (const section of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const split = section.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const headers = section.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    if (!contentType.test(headers)) continue;
    const body = section.slice(split + 4).replace(/\r\n--[^\r\n]*--\s*$/, '');
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') {
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return body;
  }
  return undefined;
}

const unfoldIcs = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

/**
 * This file follows the customer's mail alone: the admins' new-booking note (tested in
 * routes/staff-bookings/notifications.test.ts) is switched off by leaving their address empty.
 */
async function withoutAdminMail(built: BuiltApp): Promise<BuiltApp> {
  await built.ctx.db.update(staff).set({ email: '' }).where(eq(staff.role, 'admin'));
  return built;
}

const app = await withoutAdminMail(await createTestApp());
const smtp = await startSmtpServer();
let current = smtp;
afterAll(() => current.stop());
const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
const FROM = 'Charlotte TV Mounting <bookings@charlottetvmounting.com>';

async function book(email: string, date: string, time: '2:00 PM' | '6:00 PM') {
  const response = await postBooking(
    app,
    validDraft({ email, appointmentDate: date, appointmentTime: time }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookingResponse>();
}

describe('confirmation mail over SMTP', () => {
  it('reaches the SMTP server with text, HTML and the .ics invite of the booked window', async () => {
    const date = dayAhead(5);
    const booking = await book('smtp-one@example.com', date, '2:00 PM');
    expect(await deliverPending(app.ctx.db, { email: { transport, from: FROM } })).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['smtp-one@example.com']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(new RegExp(`^Subject: Booking ${booking.reference} confirmed`, 'm'));
    expect(mimePart(raw, /text\/plain/i)).toContain(`Booking reference: ${booking.reference}`);
    expect(mimePart(raw, /text\/html/i)).toContain('Booking Confirmed');

    const ics = mimePart(raw, /text\/calendar/i);
    expect(raw).toMatch(new RegExp(`filename="?booking-${booking.reference}\\.ics`));
    const lines = unfoldIcs(ics ?? '');
    const startsAt = slotStartsAt(date, '2:00 PM');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        `UID:booking-${booking.reference}@charlottetvmounting.com`,
        `DTSTART:${formatIcsUtc(startsAt)}`,
        `DTEND:${formatIcsUtc(new Date(startsAt.getTime() + 2 * 3_600_000))}`,
        'LOCATION:123 Main St\\, Charlotte\\, NC 28202\\, Unit 4B',
        'END:VEVENT',
      ]),
    );
    // 2:00 PM in New York is 18:00 or 19:00 UTC, depending on daylight saving time.
    expect(lines.find((l) => l.startsWith('DTSTART:'))).toMatch(/T(18|19)0000Z$/);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      `Booking ${booking.reference}`,
    );
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('$128.99');

    const [row] = await app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'smtp-one@example.com'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('keeps the mail through an SMTP outage and sends it once the server is back', async () => {
    await smtp.stop();
    const booking = await book('smtp-two@example.com', dayAhead(6), '6:00 PM');
    const before = Date.now();
    expect(await deliverPending(app.ctx.db, { email: { transport, from: FROM } })).toBe(0);
    const waiting = async () =>
      (
        await app.ctx.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.to, 'smtp-two@example.com'))
      )[0];
    const failed = await waiting();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(before);

    // Back on the same port; the back-off has not passed yet, so nothing is sent.
    current = await startSmtpServer(smtp.port);
    expect(await deliverPending(app.ctx.db, { email: { transport, from: FROM } })).toBe(0);
    expect(current.received).toHaveLength(0);

    await app.ctx.db
      .update(outboxEmails)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outboxEmails.to, 'smtp-two@example.com'));
    expect(await deliverPending(app.ctx.db, { email: { transport, from: FROM } })).toBe(1);
    expect(await deliverPending(app.ctx.db, { email: { transport, from: FROM } })).toBe(0);
    expect(current.received).toHaveLength(1);
    expect(current.received[0]?.to).toEqual(['smtp-two@example.com']);
    expect(current.received[0]?.raw).toContain(`booking-${booking.reference}.ics`);
    expect(await waiting()).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the app with SMTP_URL set', () => {
  it('delivers a new booking confirmation on its own (the dispatcher runs)', async () => {
    const server = await startSmtpServer();
    afterAll(() => server.stop());
    const mailingApp = await withoutAdminMail(
      await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${server.port}` }),
    );
    const response = await postBooking(
      mailingApp,
      validDraft({ email: 'auto@example.com', appointmentDate: dayAhead(4) }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<BookingResponse>();
    // The dispatcher passes every 5 s.
    await expect.poll(() => server.received.length, { timeout: 15_000, interval: 250 }).toBe(1);
    expect(server.received[0]?.to).toEqual(['auto@example.com']);
    expect(server.received[0]?.raw).toContain(`booking-${reference}.ics`);
  }, 20_000);
});
