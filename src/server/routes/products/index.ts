import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listProducts } from '../../catalog/products';
import { productListSchema, productsQuerySchema } from '../../../domain/schemas/products';

/** GET /api/products: the store's list (store-staff-assistant.md section 7), prices in cents. */
export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/products',
    { schema: { querystring: productsQuerySchema, response: { 200: productListSchema } } },
    async (request) => listProducts(ctx.db, request.query),
  );
};
