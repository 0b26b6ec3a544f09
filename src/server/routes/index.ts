import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { healthRoutes } from './health/index';
import { productRoutes } from './products/index';
import { quoteRoutes } from './quote/index';

/** Every resource's routes, registered in one place. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { database: ctx.database });
  await app.register(productRoutes, { ctx });
  await app.register(quoteRoutes, { ctx });
}
