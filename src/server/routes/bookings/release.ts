import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema } from '../../../domain/schemas/staff';
import type { AppContext } from '../../context';
import { bookings, idempotencyKeys } from '../../db/schema/index';
import { fieldError, HttpError } from '../../plugins/errors';
import { recordBookingEvent } from '../../services/booking-events';
import { readIdempotencyKey } from '../../services/idempotency';
import { BOOKINGS_SCOPE } from '../../bookings/create';

/**
 * POST /api/bookings/:id/release: a customer who started a card booking and then chose cash or
 * afterpay gives the unpaid card booking's place back at once, instead of leaving a pending
 * booking on the staff's list and the slot held for 15 minutes. No account is needed: the proof is
 * the Idempotency-Key that created the booking, which only the creating browser knows. Only an
 * unpaid, pending card booking can be released; it becomes cancelled (no e-mail: the customer is
 * booking again this very minute).
 */
export const bookingReleaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/bookings/:id/release',
    {
      schema: {
        params: bookingIdParamsSchema,
        description: 'Send the `Idempotency-Key` header that created the booking.',
        answers: { 204: { description: 'Released: the booking is cancelled' } },
      },
    },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      if (!key) {
        throw fieldError('Idempotency-Key', 'send the key that created the booking');
      }
      const { id } = request.params;
      // With its history event (and so the live streams' announcement) in the same transaction.
      const released = await ctx.db.transaction(async (trx) => {
        const rows = await trx
          .update(bookings)
          .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: new Date() })
          .where(
            and(
              eq(bookings.id, id),
              eq(bookings.paymentMethod, 'card'),
              eq(bookings.paymentStatus, 'unpaid'),
              eq(bookings.status, 'pending'),
              sql`exists (select 1 from ${idempotencyKeys} where ${idempotencyKeys.scope} = ${BOOKINGS_SCOPE}
              and ${idempotencyKeys.key} = ${key}
              and (${idempotencyKeys.responseBody} ->> 'id')::int = ${id})`,
            ),
          )
          .returning({ id: bookings.id });
        for (const row of rows) {
          await recordBookingEvent(trx, row.id, { kind: 'customer' }, 'cancelled', {
            released: true,
          });
        }
        return rows;
      });
      if (released.length === 0) {
        throw new HttpError(404, 'No unpaid card booking with that id was made with this key.');
      }
      return reply.status(204).send();
    },
  );
};
