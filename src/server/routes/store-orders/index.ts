// The customer's store-order calls (decisions.md "Store (Mount Depot)"): place an order, and read
// one's own order back with its reference and secret token (the success page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerStoreOrderSchema,
  storeOrderCreatedSchema,
  storeOrderLookupSchema,
  storeOrderRequestSchema,
} from '../../../domain/schemas/store-orders';
import type { AppContext } from '../../context';
import { publicRateLimit } from '../../plugins/security';
import { HttpError } from '../../plugins/errors';
import { hashManageToken } from '../../services/public-references';
import { toCustomerStoreOrder } from '../../store-orders/present';
import { findStoreOrderByToken } from '../../store-orders/repository';
import { createStoreOrder } from './service';

/** Per address, like bookings: plenty for a customer, too few to empty the shelves. */
export const STORE_ORDERS_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

export const storeOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/store-orders',
    {
      config: publicRateLimit(STORE_ORDERS_RATE_LIMIT, ctx.config),
      schema: { body: storeOrderRequestSchema, response: { 201: storeOrderCreatedSchema } },
    },
    async (request, reply) => {
      const created = await createStoreOrder(ctx, request.body);
      return reply.status(201).send(created);
    },
  );

  // POST, not GET: the token never sits in a URL, a history entry or a log line.
  app.post(
    '/api/store-orders/lookup',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        body: storeOrderLookupSchema,
        response: { 200: customerStoreOrderSchema },
        errors: { 404: 'No order has this reference and token' },
      },
    },
    async (request) => {
      const { reference, token } = request.body;
      const row = await findStoreOrderByToken(
        ctx.db,
        reference.toUpperCase(),
        hashManageToken(token),
      );
      // One answer for a wrong reference and a wrong token: nothing to learn from the difference.
      if (!row) throw new HttpError(404, 'Order not found');
      return toCustomerStoreOrder(row);
    },
  );
};
