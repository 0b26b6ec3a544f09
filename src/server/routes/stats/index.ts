// GET /api/stats (admin): the money and counts of the live work (issue 16, decisions.md "Money
// that does not match"). "Booked" adds live bookings only (never cancelled ones, never lapsed
// card holds), and each live booking is in exactly one of Collected (paid), To collect (cash or
// Afterpay not paid) and Awaiting card payment (card not paid), so they add up to Booked to the
// cent (issue 44; src/domain/bookings/money-cards.ts says the same per booking for the CSV and the
// list). Refunded is shown apart. Integer cents.
import { and, gte, lte, sql } from 'drizzle-orm';
import {
  bookingStatsSchema,
  statsQuerySchema,
  type BookingStats,
} from '../../../domain/schemas/staff-operations';
import { BOOKING_STATUSES, type BookingStatus } from '../../../domain/schemas/booking';
import { queryRows } from '../../db/client';
import { bookings, storeOrders } from '../../db/schema/index';
import { BUSINESS_TIME_ZONE } from '../../../domain/scheduling/business-time';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { LIVE_BOOKING, NOT_DIAGNOSTIC, NOT_LAPSED } from '../../bookings/selection';

type Row = Record<
  | 'booked'
  | 'collected'
  | 'refunded'
  | 'to_collect'
  | 'awaiting_card'
  | 'live'
  | BookingStatus
  | 'unassigned',
  string | number | null
>;

export const statsRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/stats',
    { schema: { querystring: statsQuerySchema, response: { 200: bookingStatsSchema } } },
    async (request): Promise<BookingStats> => {
      const { from, to } = request.query;
      const where = and(
        NOT_DIAGNOSTIC,
        from ? gte(bookings.appointmentDate, from) : undefined,
        to ? lte(bookings.appointmentDate, to) : undefined,
      );
      // A count per status, in a column named by the status.
      const byStatus = BOOKING_STATUSES.map(
        (status) =>
          sql`count(*) filter (where ${bookings.status} = ${status} and ${NOT_LAPSED}) as ${sql.identifier(status)}`,
      );
      const [row] = await queryRows<Row>(
        ctx.db,
        sql`select
          coalesce(sum(${bookings.totalPrice}) filter (where ${LIVE_BOOKING}), 0) as booked,
          coalesce(sum(${bookings.totalPrice}) filter (where ${LIVE_BOOKING} and ${bookings.paymentStatus} = 'paid'), 0) as collected,
          coalesce(sum(${bookings.totalPrice}) filter (where ${bookings.paymentStatus} = 'refunded' and ${NOT_LAPSED}), 0) as refunded,
          coalesce(sum(${bookings.totalPrice}) filter (where ${LIVE_BOOKING} and ${bookings.paymentStatus} <> 'paid'
            and ${bookings.paymentMethod} <> 'card'), 0) as to_collect,
          coalesce(sum(${bookings.totalPrice}) filter (where ${LIVE_BOOKING} and ${bookings.paymentStatus} <> 'paid'
            and ${bookings.paymentMethod} = 'card'), 0) as awaiting_card,
          count(*) filter (where ${LIVE_BOOKING}) as live,
          ${sql.join(byStatus, sql`, `)},
          count(*) filter (where ${LIVE_BOOKING} and ${bookings.assignedTechnicianId} is null) as unassigned
        from ${bookings}${where ? sql` where ${where}` : sql``}`,
      );
      // Store orders in their own figure (issue 26): money received for them and not refunded
      // (a refund turns paymentStatus to 'refunded'), by the business day they were paid.
      const paidDay = sql`(${storeOrders.paidAt} at time zone ${BUSINESS_TIME_ZONE})::date`;
      const storeWhere = and(
        sql`${storeOrders.paymentStatus} = 'paid'`,
        from ? sql`${paidDay} >= ${from}::date` : undefined,
        to ? sql`${paidDay} <= ${to}::date` : undefined,
      );
      const [store] = await queryRows<{ sales: string | number | null }>(
        ctx.db,
        sql`select coalesce(sum(${storeOrders.totalCents}), 0) as sales from ${storeOrders} where ${storeWhere}`,
      );
      const n = (value: string | number | null | undefined) => Number(value ?? 0);
      return {
        bookedCents: n(row?.booked),
        storeSalesCents: n(store?.sales),
        collectedCents: n(row?.collected),
        refundedCents: n(row?.refunded),
        toCollectCents: n(row?.to_collect),
        awaitingCardPaymentCents: n(row?.awaiting_card),
        liveBookings: n(row?.live),
        byStatus: Object.fromEntries(
          BOOKING_STATUSES.map((status) => [status, n(row?.[status])]),
        ) as BookingStats['byStatus'],
        unassigned: n(row?.unassigned),
      };
    },
  );
};
