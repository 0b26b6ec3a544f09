// GET /api/outbox, GET /api/outbox/{id} and POST /api/outbox/{id}/retry (admin; decisions.md
// "Staff operations calls", "What the turn-3 walk-throughs settled", "Text messages (SMS)"): what
// the business has sent or is trying to send, e-mails and texts (`channel`, `?channel=` filters),
// one message with its body and HTML, and a retry for a failed message of either channel.
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, intParam } from '../../../domain/schemas/primitives';
import { OUTBOX_CHANNELS, outboxEmails } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { isOptedOut } from '../../services/sms/opt-outs';
import { deliveryNoteOf, outboxChannels, outboxChannelsSchema } from './delivery';

const outboxMailSchema = z.object({
  id: z.int(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** An e-mail address, or a text's number in E.164. */
  to: z.string(),
  /** An e-mail's subject; null for a text. */
  subject: z.string().nullable(),
  /** An e-mail's plain text, or the text message itself. */
  body: z.string(),
  status: z.string(),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Why a waiting message is not being sent (its channel has no provider), else null. */
  deliveryNote: z.string().nullable(),
});

const columns = {
  id: outboxEmails.id,
  channel: outboxEmails.channel,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  body: outboxEmails.text,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

/** One message as its reader received it: the list's fields with the HTML body. */
const outboxMessageSchema = outboxMailSchema.extend({ html: z.string().nullable() });

type Row = { channel: 'email' | 'sms'; status: string; createdAt: Date; sentAt: Date | null };

export const outboxRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  const channels = outboxChannels(ctx.config);
  const present = <T extends Row>(row: T) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    deliveryNote: deliveryNoteOf(channels, row),
  });

  // Which channels have a provider: the screen's note at the top (routes/outbox/delivery.ts).
  app.get(
    '/api/outbox/channels',
    { schema: { response: { 200: outboxChannelsSchema } } },
    async () => channels,
  );

  app.get(
    '/api/outbox',
    {
      schema: {
        querystring: z.object({
          limit: intParam(1, 500).optional(),
          channel: z.enum(OUTBOX_CHANNELS, { error: 'Choose email or sms' }).optional(),
        }),
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .select(columns)
        .from(outboxEmails)
        .where(request.query.channel ? eq(outboxEmails.channel, request.query.channel) : undefined)
        .orderBy(desc(outboxEmails.id))
        .limit(request.query.limit ?? 100);
      return rows.map(present);
    },
  );

  app.get(
    '/api/outbox/:id',
    {
      schema: {
        params: z.object({ id: idParam('Not a message id') }),
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => {
      const [row] = await ctx.db
        .select({ ...columns, html: outboxEmails.html })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, request.params.id));
      if (!row) throw new HttpError(404, 'Message not found');
      return present(row);
    },
  );

  // A failed (or stuck) message is due again now, with a fresh count of tries.
  app.post(
    '/api/outbox/:id/retry',
    {
      schema: {
        params: z.object({ id: idParam() }),
        response: { 200: outboxMailSchema },
        errors: { 409: 'The message was already sent, or its number opted out of texts' },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [message] = await ctx.db
        .select({ channel: outboxEmails.channel, to: outboxEmails.to })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, id));
      // decisions.md: a text is never sent to a number that opted out, not even by a Re-send.
      if (message?.channel === 'sms' && (await isOptedOut(ctx.db, message.to))) {
        throw new HttpError(409, 'This number opted out of texts (STOP)');
      }
      const [row] = await ctx.db
        .update(outboxEmails)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(and(eq(outboxEmails.id, id), ne(outboxEmails.status, 'sent')))
        .returning(columns);
      if (row) return present(row);
      // A delivered message sent again would reach the customer twice.
      throw message
        ? new HttpError(409, 'This message was already sent')
        : new HttpError(404, 'Message not found');
    },
  );
};
