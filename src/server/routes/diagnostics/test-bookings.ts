// The contact form test page's booking (store-staff-assistant.md "Demo and diagnostic pages"):
// the assistant's contact form, booked through the real booking service, but as a diagnostic
// booking (decisions.md, turn-3 section). The server decides the source from this route; the
// customer's POST /api/bookings cannot set it. Open like the page itself: it sends no mail and
// reveals no configuration.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingDraftSchema, bookingResponseSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { findStoredAnswer, readIdempotencyKey } from '../../services/idempotency';
import { manageLinks } from '../../services/manage-links';
import { BOOKINGS_RATE_LIMIT } from '../bookings/index';
import { BOOKING_BODY_LIMIT } from '../bookings/photos';
import type { StoredBookingAnswer } from '../bookings/present';
import { createBooking, DIAGNOSTIC_BOOKINGS_SCOPE, withManageToken } from '../bookings/service';

export const CONTACT_FORM_BOOKING_PATH = '/api/contact-form-test/booking';

export const testBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    CONTACT_FORM_BOOKING_PATH,
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      config: {
        rateLimit: {
          ...BOOKINGS_RATE_LIMIT,
          ...(ctx.config.isProduction
            ? {}
            : { allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }),
        },
      },
      schema: { body: bookingDraftSchema, response: { 201: bookingResponseSchema } },
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request.headers);
      const replay = await findStoredAnswer<StoredBookingAnswer>(ctx.db, {
        scope: DIAGNOSTIC_BOOKINGS_SCOPE,
        key: idempotencyKey,
        payload: request.body,
      });
      const stored = replay
        ? withManageToken(await manageLinks(ctx), replay)
        : await createBooking(ctx, request.body, {
            idempotencyKey,
            rawBody: request.body,
            clientIp: request.ip,
            source: 'diagnostic',
          });
      if (stored.replayed) void reply.header('idempotent-replayed', 'true');
      void reply.header('cache-control', 'no-store');
      return reply.status(stored.statusCode as 201).send(stored.body);
    },
  );
};
