// GET /api/business (public) and PUT /api/business (admin) (decisions.md "Staff operations calls",
// "Partial updates"): the business's facts, read through the one cached read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessFactsSchema, businessUpdateSchema } from '../../../domain/schemas/business';
import type { AppContext } from '../../context';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import { readBusinessFacts, rememberBusinessFacts } from '../../services/business-facts';
import { updateBusinessFacts } from '../../services/business-repository';

export const businessRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/business',
    { schema: { response: { 200: businessFactsSchema } } },
    async (_request, reply) => {
      // Kept by no cache: a changed phone number shows on the next visit (and every API answer
      // but the placeholder image is no-store, as the fuzz test checks).
      void reply.header('cache-control', 'no-store');
      return readBusinessFacts(ctx.db);
    },
  );
};

/** Admin only: registered through registerStaffRoutes. */
export const businessStaffRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  app.put(
    '/api/business',
    { schema: { body: businessUpdateSchema, response: { 200: businessFactsSchema } } },
    async (request, reply) => {
      const facts = await updateBusinessFacts(ctx.db, request.body);
      rememberBusinessFacts(ctx.db, facts);
      void reply.header('cache-control', 'no-store');
      return facts;
    },
  );
};
