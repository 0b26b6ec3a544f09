// The admin's store calls (decisions.md "Staff operations calls"): the orders list, fulfilling a
// paid order, and cancelling one (a paid order is refunded through the gateway that took it; the
// units go back on sale). Admin only: registered through registerStaffRoutes.
import { z } from 'zod';
import {
  staffStoreOrderSchema,
  staffStoreOrdersQuerySchema,
  storeOrderUpdateSchema,
} from '../../../domain/schemas/store-orders';
import { idParam } from '../../../domain/schemas/primitives';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { paymentGateways } from '../../services/payments/index';
import { recordRefunds, refundedCentsOf, sendOwedRefundsOf } from '../../payments/refunds';
import { readBusinessFacts } from '../../services/business-facts';
import { notifyStoreOrderCancelled } from '../../notifications/notices';
import { toStaffStoreOrder } from '../../store-orders/present';
import {
  countStoreOrders,
  findStoreOrder,
  listStoreOrders,
  updateStoreOrder,
  type StoreOrderRow,
} from '../../store-orders/repository';
import { releaseStock } from '../../services/stock';

const idParams = z.object({ id: idParam('Not an order id') });

const NOT_CANCELLED = 'The order was not cancelled; please try again.';

/**
 * Records every payment of the order that took money as a refund owed; the provider is asked
 * after the commit (docs/decisions/027-payment-pipeline.md "Refunds after the cancel").
 */
async function refundOrder(ctx: AppContext, trx: Executor, order: StoreOrderRow) {
  const owner = { storeOrderId: order.id };
  const owed = await recordRefunds(trx, paymentGateways(ctx), owner, NOT_CANCELLED);
  const testMode = owed.every((refund) => refund.gateway.testMode);
  return { refundedCents: refundedCentsOf(owed), testMode };
}

export const storeOrderStaffRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.get(
    '/api/store-orders',
    {
      schema: {
        querystring: staffStoreOrdersQuerySchema,
        response: { 200: z.array(staffStoreOrderSchema) },
      },
    },
    async (request, reply) => {
      const [rows, total] = await Promise.all([
        listStoreOrders(ctx.db, request.query),
        countStoreOrders(ctx.db, request.query),
      ]);
      // The whole selection's size, whatever the page (docs/decisions/054).
      void reply.header('x-total-count', String(total));
      return rows.map(toStaffStoreOrder);
    },
  );

  app.put(
    '/api/store-orders/:id',
    {
      schema: {
        params: idParams,
        body: storeOrderUpdateSchema,
        response: { 200: staffStoreOrderSchema },
        errors: { 409: 'The order cannot move to that status (only a paid order is fulfilled...)' },
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      const now = new Date();
      // Read before the transaction: on PGlite (one connection) a read through ctx.db inside it
      // waits for the transaction forever (db/pglite-guard.ts).
      const facts = await readBusinessFacts(ctx.db);
      const row = await ctx.db.transaction(async (trx) => {
        const order = await findStoreOrder(trx, request.params.id, { forUpdate: true });
        if (!order) throw new HttpError(404, 'Order not found');
        if (status === 'fulfilled') {
          if (order.status === 'fulfilled') return order;
          if (order.status !== 'paid') {
            throw new HttpError(409, 'Only a paid order can be fulfilled.');
          }
          return updateStoreOrder(trx, order.id, { status: 'fulfilled', fulfilledAt: now });
        }
        // Cancel: also an order already cancelled whose late payment is still to be refunded.
        const refundDue = order.status === 'cancelled' && order.paymentStatus === 'paid';
        if (order.status === 'cancelled' && !refundDue) return order;
        if (order.status === 'fulfilled') {
          throw new HttpError(409, 'A fulfilled order cannot be cancelled.');
        }
        const refund = order.paymentStatus === 'paid' ? await refundOrder(ctx, trx, order) : null;
        await releaseStock(trx, { storeOrderId: order.id }, now);
        const cancelled = await updateStoreOrder(trx, order.id, {
          status: 'cancelled',
          cancelReason: reason ?? (refundDue ? order.cancelReason : 'cancelled by staff'),
          cancelledAt: order.cancelledAt ?? now,
          holdExpiresAt: null,
          ...(refund ? { paymentStatus: 'refunded' as const } : {}),
        });
        await notifyStoreOrderCancelled(trx, cancelled, refund, facts);
        return cancelled;
      });
      if (row.status === 'cancelled') await sendOwedRefundsOf(ctx, { storeOrderId: row.id });
      return toStaffStoreOrder(row);
    },
  );
};
