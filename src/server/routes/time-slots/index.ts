import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isBookableDate, isSlotPast, SLOT_LABELS } from '../../../domain/scheduling/business-time';
import {
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
  type TimeSlot,
} from '../../../domain/schemas/time-slots';
import type { AppContext } from '../../context';
import { fieldError } from '../../plugins/errors';
import { hasRoom, loadSlots } from './repository';

export const OUT_OF_WINDOW_MESSAGE =
  'Choose a date from today to 13 days ahead (Charlotte time), written YYYY-MM-DD';

/** GET /api/time-slots/available?date=YYYY-MM-DD (decisions.md "Time slots"). */
export const timeSlotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/time-slots/available',
    {
      schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } },
    },
    async (request, reply): Promise<TimeSlot[]> => {
      const { date } = request.query;
      const now = new Date();
      if (!isBookableDate(date, now)) throw fieldError('date', OUT_OF_WINDOW_MESSAGE);
      const load = await loadSlots(ctx.db, date);
      // Availability changes with every booking: never cached.
      void reply.header('cache-control', 'no-store');
      return SLOT_LABELS.map((time) => ({
        date,
        time,
        isAvailable: !isSlotPast(date, time, now) && hasRoom(load, time),
      }));
    },
  );
};
