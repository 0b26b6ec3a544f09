import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listProducts } from './repository';
import { productListSchema, productsQuerySchema } from './schemas';

/** GET /api/products: the store's list (store-staff-assistant.md section 7), prices in cents. */
export const productRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/products',
    { schema: { querystring: productsQuerySchema, response: { 200: productListSchema } } },
    async (request) => listProducts(ctx.db, request.query),
  );
};
