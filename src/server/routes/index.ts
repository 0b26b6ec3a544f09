import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { healthRoutes } from './health/index';

/** Every resource's routes, registered in one place. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { database: ctx.database });
}
