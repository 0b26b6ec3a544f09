// GET /api/outbox, GET /api/outbox/{id} and POST /api/outbox/{id}/retry (admin; decisions.md
// "Staff operations calls", "What the turn-3 walk-throughs settled"): what the business has sent
// or is trying to send, one message with its text and HTML body, and a retry for a failed mail.
import { and, desc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { idParam, intParam } from '../../../domain/schemas/primitives';
import { outboxEmails } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';

const outboxMailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const columns = {
  id: outboxEmails.id,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  text: outboxEmails.text,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

/** One message as its reader received it: the list's fields with the HTML body. */
const outboxMessageSchema = outboxMailSchema.extend({ html: z.string().nullable() });

type Row = { createdAt: Date; sentAt: Date | null };
const present = <T extends Row>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export const outboxRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/outbox',
    {
      schema: {
        querystring: z.object({ limit: intParam(1, 500).optional() }),
        response: { 200: z.array(outboxMailSchema) },
      },
    },
    async (request) => {
      const rows = await ctx.db
        .select(columns)
        .from(outboxEmails)
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
      if (!row) throw new HttpError(404, 'E-mail not found');
      return present(row);
    },
  );

  // A failed (or stuck) mail is due again now, with a fresh count of tries.
  app.post(
    '/api/outbox/:id/retry',
    {
      schema: {
        params: z.object({ id: idParam() }),
        response: { 200: outboxMailSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [row] = await ctx.db
        .update(outboxEmails)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(and(eq(outboxEmails.id, id), ne(outboxEmails.status, 'sent')))
        .returning(columns);
      if (row) return present(row);
      const [exists] = await ctx.db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(eq(outboxEmails.id, id));
      // A delivered mail sent again would reach the customer twice.
      throw exists
        ? new HttpError(409, 'This e-mail was already sent')
        : new HttpError(404, 'E-mail not found');
    },
  );
};
