import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isBookableDate,
  SLOT_LABELS,
  slotStartsAt,
} from '../../../domain/scheduling/business-time';
import {
  timeSlotsQuerySchema,
  timeSlotsResponseSchema,
  type SlotUnavailableReason,
  type TimeSlot,
} from '../../../domain/schemas/time-slots';
import { OUT_OF_WINDOW_MESSAGE } from '../../../domain/bookings/rules';
import type { AppContext } from '../../context';
import { singleFlight } from '../../db/deadline';
import { fieldError } from '../../plugins/errors';
import { hasRoom, loadSlots, type SlotLoad } from '../../bookings/slots';

/** GET /api/time-slots/available?date=YYYY-MM-DD (decisions.md "Time slots"). */
export const timeSlotRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Requests for a date that arrive while its query is running share that query's answer
  // (single flight): never older than a read racing a write, and nothing is kept afterwards,
  // nor past its deadline when the database goes silent (020). The booking itself re-checks
  // capacity under the slot's lock, so this view is advisory.
  const sharedLoad = singleFlight<string, SlotLoad>();
  // When each slot of a date starts (epoch ms): fixed facts, worked out once per date.
  const startsCache = new Map<string, number[]>();
  const slotStarts = (date: string): number[] => {
    let starts = startsCache.get(date);
    if (!starts) {
      if (startsCache.size > 64) startsCache.clear();
      starts = SLOT_LABELS.map((label) => slotStartsAt(date, label).getTime());
      startsCache.set(date, starts);
    }
    return starts;
  };
  // Started on the next turn of the event loop, so requests already waiting in the sockets join
  // it (PGlite runs a query on this thread and would block them until it ends).
  const startLoad = (date: string) =>
    new Promise<void>((resolve) => setImmediate(resolve)).then(() => loadSlots(ctx.db, date));

  app.get(
    '/api/time-slots/available',
    {
      schema: { querystring: timeSlotsQuerySchema, response: { 200: timeSlotsResponseSchema } },
    },
    async (request, reply): Promise<TimeSlot[]> => {
      const { date } = request.query;
      const now = new Date();
      if (!isBookableDate(date, now)) throw fieldError('date', OUT_OF_WINDOW_MESSAGE);
      const load = await sharedLoad(date, () => startLoad(date));
      // Availability changes with every booking: never cached.
      void reply.header('cache-control', 'no-store');
      const starts = slotStarts(date);
      // A slot that has started (isSlotPast: start <= now) cannot be booked, and says so
      // before anything else: a started window is past, never "full".
      return SLOT_LABELS.map((time, index): TimeSlot => {
        const reason: SlotUnavailableReason | undefined =
          (starts[index] ?? 0) <= now.getTime()
            ? 'past'
            : load.blocked.has(time)
              ? 'blocked'
              : hasRoom(load, time)
                ? undefined
                : 'full';
        return reason
          ? { date, time, isAvailable: false, reason }
          : { date, time, isAvailable: true };
      });
    },
  );
};
