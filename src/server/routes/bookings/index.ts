import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingDraftSchema, bookingResponseSchema } from '../../../domain/schemas/booking';
import type { AppContext } from '../../context';
import { publicRateLimit } from '../../plugins/security';
import type { BookingSource } from '../../services/booking-source';
import { findStoredAnswer, readIdempotencyKey, sendStored } from '../../services/idempotency';
import { BOOKING_BODY_LIMIT } from '../../bookings/photos';
import type { StoredBookingAnswer } from '../../bookings/response';
import {
  BOOKINGS_SCOPE,
  createBooking,
  DIAGNOSTIC_BOOKINGS_SCOPE,
  withManageToken,
} from '../../bookings/create';
import { manageLinks } from '../../services/manage-links';

/** Per address: plenty for a family booking twice, too few to flood the schedule. */
export const BOOKINGS_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * A booking call: 201 with the stored booking (decisions.md "Bookings"). The customer's is
 * POST /api/bookings; the contact form test page's books the same way as a diagnostic booking
 * (testBookingRoutes below). The source comes from the route, never from the body.
 */
function registerBookingCall(
  app: FastifyInstance,
  ctx: AppContext,
  { url, source }: { url: string; source: BookingSource },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      bodyLimit: BOOKING_BODY_LIMIT,
      config: publicRateLimit(BOOKINGS_RATE_LIMIT, ctx.config),
      schema: {
        body: bookingDraftSchema,
        response: { 201: bookingResponseSchema },
        errors: {
          409: 'The window was just taken (`slot_full`), or the same Idempotency-Key is still in progress',
          422: 'The Idempotency-Key was used before with another request',
          429: 'Too many requests, or too many unpaid bookings from this address, e-mail or phone',
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = readIdempotencyKey(request.headers);
      // A retry of a request that already succeeded gets its first answer, even if the slot has
      // since started or filled up.
      const replay = await findStoredAnswer<StoredBookingAnswer>(ctx.db, {
        scope: source === 'diagnostic' ? DIAGNOSTIC_BOOKINGS_SCOPE : BOOKINGS_SCOPE,
        key: idempotencyKey,
        payload: request.body,
      });
      const stored = replay
        ? withManageToken(await manageLinks(ctx), replay)
        : await createBooking(ctx, request.body, {
            idempotencyKey,
            rawBody: request.body,
            clientIp: request.ip,
            source,
            // In production the contact form test's route answers only an admin (routes/index.ts),
            // whose bookings are not limited; a customer's always are.
            limitUnpaid: request.staffMember === undefined,
          });
      return reply.status(stored.statusCode as 201).send(sendStored(reply, stored));
    },
  );
}

export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerBookingCall(app, ctx, { url: '/api/bookings', source: 'customer' });
};

export const CONTACT_FORM_BOOKING_PATH = '/api/contact-form-test/booking';

/**
 * The contact form test page's booking (store-staff-assistant.md "Demo and diagnostic pages"):
 * the assistant's contact form, booked through the real booking service, but as a diagnostic
 * booking (decisions.md, turn-3 section). The server decides the source from this route; the
 * customer's POST /api/bookings cannot set it. Open in demo mode like the page itself, limited like
 * a customer's booking; in production only an admin's (decisions.md "Holding up under abuse": a
 * test booking holds its place for 24 hours, and 12 addresses emptied the calendar through it).
 */
export const testBookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  registerBookingCall(app, ctx, { url: CONTACT_FORM_BOOKING_PATH, source: 'diagnostic' });
};
