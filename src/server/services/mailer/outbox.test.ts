import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index';
import { createTestApp } from '../../testing/test-app';
import { deliverPending, enqueueEmail, type MailTransport, type OutgoingEmail } from './outbox';

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

describe('outbox', () => {
  it('keeps a mail written in a rolled-back transaction out of the outbox', async () => {
    await db
      .transaction(async (trx) => {
        await enqueueEmail(trx, { to: 'ghost@example.com', subject: 'x', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'ghost@example.com'));
    expect(rows).toEqual([]);
  });

  it('delivers pending mails once, oldest first, and retries failures', async () => {
    await enqueueEmail(db, { to: 'a@example.com', subject: 'First', text: 'one' });
    await enqueueEmail(db, { to: 'down@example.com', subject: 'Second', text: 'two' });
    const { sent, transport } = recordingTransport(['down@example.com']);
    expect(await deliverPending(db, transport, 'shop@example.com')).toBe(1);
    expect(sent.map((m) => [m.to, m.subject, m.from])).toEqual([
      ['a@example.com', 'First', 'shop@example.com'],
    ]);
    // A second pass sends nothing new; the failing one is retried, not lost.
    expect(await deliverPending(db, transport, 'shop@example.com')).toBe(0);
    const [failing] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'down@example.com'));
    expect(failing?.status).toBe('pending');
    expect(failing?.lastError).toBe('mailbox unavailable');
  });
});
