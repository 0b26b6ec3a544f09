// The live update streams (decisions.md "Live updates", docs/decisions/039-live-updates.md):
// Server-Sent Events of booking changes, for staff and for the customer of a manage link. The
// streams count against no rate limit but against their own places (10 per address, 053); the
// live module keeps them open past the request timeouts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveStaffBooking } from '../../../domain/schemas/live';
import {
  MANAGE_LINK_NOT_FOUND_MESSAGE,
  manageTokenParamsSchema,
} from '../../../domain/schemas/manage';
import type { BookingRow } from '../../bookings/repository';
import { customerView } from '../../bookings/customer-view';
import type { AppContext } from '../../context';
import { ANY_STAFF, bearerToken, signedInStaff, staffOfToken } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { bookingOfManageToken } from '../../services/live/live-repository';

/** A finished booking's manage link has nothing more to hear (decisions.md "Holding up ..."). */
const isFinished = (booking: Pick<BookingRow, 'status'>) =>
  booking.status === 'completed' || booking.status === 'cancelled';

export const FINISHED_BOOKING_STREAM_MESSAGE =
  'This booking is finished: it has no more live updates. Reload the page to see it.';

/** What one staff event carries: exactly these fields (decisions.md "Live updates"). */
export function liveStaffBooking(booking: BookingRow): LiveStaffBooking {
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    appointmentDate: booking.appointmentDate,
    appointmentTime: booking.appointmentTime,
    assignedTechnicianId: booking.assignedTechnicianId,
    enRouteAt: booking.enRouteAt?.toISOString() ?? null,
  };
}

/** Both streams' answer in the OpenAPI description (decision 039 says what the events carry). */
const EVENT_STREAM = {
  description: 'Server-Sent Events: one `booking` event per change, heartbeats between',
  contentTypes: ['text/event-stream'],
} as const;

/** The refusals both streams share: their places (docs/decisions/053). */
const STREAM_ERRORS = {
  429: 'This address already has 10 live update streams open',
  503: 'The server has all the live update streams it takes (a quarter of its connections)',
} as const;

/** GET /api/events: an admin hears every booking, a technician the jobs they are on. */
export const staffEventRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  // No HEAD twin: a stream has no headers-only answer.
  app.get(
    '/api/events',
    {
      config: ANY_STAFF,
      exposeHeadRoute: false,
      schema: { answers: { 200: EVENT_STREAM }, errors: STREAM_ERRORS },
    },
    async (request, reply) => {
      const member = signedInStaff(request);
      const token = bearerToken(request) ?? '';
      await ctx.live.open(request, reply, async () => ({
        scope:
          member.role === 'admin'
            ? { kind: 'all' }
            : { kind: 'technician', technicianId: member.id },
        present: (change) => liveStaffBooking(change.booking),
        // Logout, deactivation or a new password end it at once (their NOTIFY, 053); a changed
        // secret or an expired token at the next heartbeat.
        staffId: member.id,
        stillAllowed: async () => (await staffOfToken(ctx, token))?.id === member.id,
      }));
      return reply;
    },
  );
};

/** GET /api/manage/:token/events: the customer's own booking, as the manage page shows it. */
export const customerEventRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/manage/:token/events',
    {
      exposeHeadRoute: false,
      schema: {
        params: manageTokenParamsSchema,
        answers: { 200: EVENT_STREAM },
        errors: {
          ...STREAM_ERRORS,
          404: 'No booking has this manage link',
          410: 'The booking is completed or cancelled: its stream has ended',
        },
      },
    },
    async (request, reply) => {
      await ctx.live.open(request, reply, async () => {
        const booking = await bookingOfManageToken(ctx.db, request.params.token);
        if (!booking) throw new HttpError(404, MANAGE_LINK_NOT_FOUND_MESSAGE);
        if (isFinished(booking)) {
          throw new HttpError(410, FINISHED_BOOKING_STREAM_MESSAGE, undefined, {
            code: 'booking_closed',
          });
        }
        return {
          scope: { kind: 'booking', bookingId: booking.id },
          // Computed once per change for every customer stream of the booking on this server.
          present: (change) =>
            change.shared('customer-view', () => customerView(ctx.db, change.booking, new Date())),
          // The change that finishes the booking is its last event.
          endsWith: isFinished,
        };
      });
      return reply;
    },
  );
};
