import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { CLAIM_LEASE_MS, deliverPending, MAX_ATTEMPTS, retryDelayMs } from '../outbox/dispatcher';
import { enqueueEmail, type MailTransport, type OutgoingEmail } from './outbox';

const app = await createTestApp();
const { db } = app.ctx;

function recordingTransport(failFor: string[] = []) {
  const sent: (OutgoingEmail & { from: string })[] = [];
  const transport: MailTransport = {
    async send(email) {
      if (failFor.includes(email.to)) throw new Error('mailbox unavailable');
      sent.push(email);
    },
  };
  return { sent, transport };
}

const rowFor = async (to: string) =>
  (await db.select().from(outboxEmails).where(eq(outboxEmails.to, to)))[0];

/** Makes every mail of these recipients due now (as if their back-off had passed). */
const makeDue = (...to: string[]) =>
  db
    .update(outboxEmails)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(inArray(outboxEmails.to, to));

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000], // 3 840 s capped at one hour
    [MAX_ATTEMPTS, 3_600_000],
  ])('after %i failures waits %i ms', (failures, delay) => {
    expect(retryDelayMs(failures)).toBe(delay);
  });
});

describe('outbox', () => {
  it('keeps a mail written in a rolled-back transaction out of the outbox', async () => {
    await db
      .transaction(async (trx) => {
        await enqueueEmail(trx, { to: 'ghost@example.com', subject: 'x', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await rowFor('ghost@example.com')).toBeUndefined();
  });

  it('stores attachments and hands them to the transport', async () => {
    const invite = {
      filename: 'booking.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      contentBase64: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64'),
    };
    await enqueueEmail(db, {
      to: 'attach@example.com',
      subject: 'With invite',
      text: 'see attached',
      html: '<p>see attached</p>',
      attachments: [invite],
    });
    expect((await rowFor('attach@example.com'))?.attachments).toEqual([invite]);
    const { sent, transport } = recordingTransport();
    await deliverPending(db, { email: { transport, from: 'shop@example.com' } });
    const mail = sent.find((m) => m.to === 'attach@example.com');
    expect(mail?.attachments).toEqual([invite]);
    expect(mail?.html).toBe('<p>see attached</p>');
  });

  it('delivers due mails once, oldest first, and backs off after a failure', async () => {
    await enqueueEmail(db, { to: 'a@example.com', subject: 'First', text: 'one' });
    await enqueueEmail(db, { to: 'down@example.com', subject: 'Second', text: 'two' });
    await enqueueEmail(db, { to: 'b@example.com', subject: 'Third', text: 'three' });
    const { sent, transport } = recordingTransport(['down@example.com']);
    const before = Date.now();
    expect(await deliverPending(db, { email: { transport, from: 'shop@example.com' } })).toBe(2);
    expect(sent.map((m) => [m.to, m.subject, m.from])).toEqual([
      ['a@example.com', 'First', 'shop@example.com'],
      ['b@example.com', 'Third', 'shop@example.com'],
    ]);
    const failing = await rowFor('down@example.com');
    expect(failing).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'mailbox unavailable',
    });
    // The first retry waits 30 s: the next pass leaves it alone.
    expect(failing?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(failing?.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 31_000);
    expect(await deliverPending(db, { email: { transport, from: 'shop@example.com' } })).toBe(0);
    expect((await rowFor('down@example.com'))?.attempts).toBe(1);
    expect(await rowFor('a@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('doubles the wait on each failure and gives up only after MAX_ATTEMPTS', async () => {
    await enqueueEmail(db, { to: 'never@example.com', subject: 'x', text: 'x' });
    const { transport } = recordingTransport(['never@example.com']);
    // A second ahead: the mail's first nextAttemptAt is the database's now().
    let clock = Date.now() + 1000;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverPending(
        db,
        { email: { transport, from: 'shop@example.com' } },
        { now: () => new Date(clock) },
      );
      const row = await rowFor('never@example.com');
      expect(row?.attempts).toBe(attempt);
      expect(row?.status).toBe(attempt < MAX_ATTEMPTS ? 'pending' : 'failed');
      waits.push((row?.nextAttemptAt.getTime() ?? 0) - clock);
      clock = row?.nextAttemptAt.getTime() ?? clock;
    }
    expect(waits.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(waits.at(-1)).toBe(3_600_000);
    // A failed mail stays in the table but is not tried again.
    await deliverPending(
      db,
      { email: { transport, from: 'shop@example.com' } },
      {
        now: () => new Date(clock + 86_400_000),
      },
    );
    expect((await rowFor('never@example.com'))?.attempts).toBe(MAX_ATTEMPTS);
  });

  it('a mail being sent is leased: a second sender does not pick it up', async () => {
    await enqueueEmail(db, { to: 'slow@example.com', subject: 'x', text: 'x' });
    let release: () => void = () => undefined;
    const seen: string[] = [];
    const slow: MailTransport = {
      send: (email) =>
        new Promise<void>((resolve) => {
          seen.push(email.to);
          release = resolve;
        }),
    };
    const first = deliverPending(db, { email: { transport: slow, from: 'shop@example.com' } });
    await expect.poll(() => seen.length).toBe(1);
    const other = recordingTransport();
    expect(
      await deliverPending(db, { email: { transport: other.transport, from: 'shop@example.com' } }),
    ).toBe(0);
    expect(other.sent).toEqual([]);
    release();
    expect(await first).toBe(1);
    expect((await rowFor('slow@example.com'))?.status).toBe('sent');
  });

  it('a sender that died mid-send leaves the mail due again after the lease', async () => {
    await enqueueEmail(db, { to: 'crash@example.com', subject: 'x', text: 'x' });
    const start = Date.now();
    const crashing: MailTransport = {
      send: () => new Promise<void>(() => undefined), // never settles: the process "died"
    };
    void deliverPending(
      db,
      { email: { transport: crashing, from: 'shop@example.com' } },
      { batchSize: 1 },
    );
    await expect
      .poll(async () => (await rowFor('crash@example.com'))?.nextAttemptAt.getTime())
      .toBeGreaterThanOrEqual(start + CLAIM_LEASE_MS);
    const { sent, transport } = recordingTransport();
    const later = () => new Date(Date.now() + CLAIM_LEASE_MS + 1000);
    await deliverPending(db, { email: { transport, from: 'shop@example.com' } }, { now: later });
    expect(sent.map((m) => m.to)).toContain('crash@example.com');
  });

  it('a backed-off mail goes out once it is due', async () => {
    await enqueueEmail(db, { to: 'flaky@example.com', subject: 'x', text: 'x' });
    await deliverPending(db, {
      email: { transport: recordingTransport(['flaky@example.com']).transport, from: 'shop@x' },
    });
    const { sent, transport } = recordingTransport();
    expect(await deliverPending(db, { email: { transport, from: 'shop@x' } })).toBe(0);
    await makeDue('flaky@example.com');
    expect(await deliverPending(db, { email: { transport, from: 'shop@x' } })).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['flaky@example.com']);
    expect(await rowFor('flaky@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
