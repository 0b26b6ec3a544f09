// GET /api/business (public) and PUT /api/business (admin) (decisions.md "Staff operations calls",
// "Partial updates"): the business's facts, read through the one cached read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessFactsSchema, businessUpdateSchema } from '../../../domain/schemas/business';
import type { AppContext } from '../../context';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { readBusinessFacts, rememberBusinessFacts } from '../../services/business-facts';
import { updateBusinessFacts } from '../../services/business-repository';

export const businessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/business', { schema: { response: { 200: businessFactsSchema } } }, async () => {
    return readBusinessFacts(ctx.db);
  });
};

/** Admin only: registered through registerStaffRoutes. */
export const businessStaffRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.put(
    '/api/business',
    { schema: { body: businessUpdateSchema, response: { 200: businessFactsSchema } } },
    async (request) => {
      const facts = await updateBusinessFacts(ctx.db, request.body);
      rememberBusinessFacts(ctx.db, facts);
      return facts;
    },
  );
};
