// The dispatch calls (decisions.md "Staff operations calls", issue 16), admin only:
// POST /api/blocked-slots { date, time, reason? }, DELETE /api/blocked-slots/{id} and
// GET /api/schedule?from=&to=. A blocked window is unavailable to customers: the slot load that
// GET /api/time-slots/available and POST /api/bookings read counts it (time-slots/repository.ts).
import { addDays, businessToday } from '../../../domain/scheduling/business-time';
import {
  blockedSlotBodySchema,
  blockedSlotParamsSchema,
  blockedSlotSchema,
  MAX_SCHEDULE_DAYS,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from '../../../domain/schemas/staff-operations';
import { signedInStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { buildBoard } from './board';
import {
  activeTechnicians,
  blockedSlotsBetween,
  deleteBlockedSlot,
  insertBlockedSlot,
  liveBookingsBetween,
} from './repository';

/** Windows can be blocked up to a year ahead. */
const BLOCK_AHEAD_DAYS = 366;

const present = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export const scheduleRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.post(
    '/api/blocked-slots',
    {
      schema: {
        body: blockedSlotBodySchema,
        response: { 201: blockedSlotSchema },
        errors: { 409: 'The window is already blocked' },
      },
    },
    async (request, reply) => {
      const { date, time, reason } = request.body;
      const today = businessToday(new Date());
      if (date < today || date > addDays(today, BLOCK_AHEAD_DAYS)) {
        throw fieldError('date', 'Choose a date from today to a year ahead (YYYY-MM-DD)');
      }
      const row = await insertBlockedSlot(ctx.db, {
        date,
        time,
        reason: reason || null,
        createdBy: signedInStaff(request).id,
      });
      if (!row) throw new HttpError(409, `${date} ${time} is already blocked`);
      return reply.status(201).send(present(row));
    },
  );

  app.delete(
    '/api/blocked-slots/:id',
    { schema: { params: blockedSlotParamsSchema, response: { 200: blockedSlotSchema } } },
    async (request) => {
      const row = await deleteBlockedSlot(ctx.db, request.params.id);
      if (!row) throw new HttpError(404, 'Blocked window not found');
      return present(row);
    },
  );

  app.get(
    '/api/schedule',
    { schema: { querystring: scheduleQuerySchema, response: { 200: scheduleResponseSchema } } },
    async (request) => {
      const { from, to } = request.query;
      if (to > addDays(from, MAX_SCHEDULE_DAYS - 1)) {
        throw fieldError('to', `Show at most ${MAX_SCHEDULE_DAYS} days at once`);
      }
      const [bookings, blocks, technicians] = await Promise.all([
        liveBookingsBetween(ctx.db, from, to),
        blockedSlotsBetween(ctx.db, from, to),
        activeTechnicians(ctx.db),
      ]);
      return {
        from,
        to,
        days: buildBoard({ from, to, now: new Date(), bookings, blocks, technicians }),
      };
    },
  );
};
