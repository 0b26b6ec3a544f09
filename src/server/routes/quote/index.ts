import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema, quoteResponseSchema } from '../../../domain/schemas/quote';
import type { AppContext } from '../../context';
import { quote } from './service';

/** POST /api/quote (decisions.md "Quote call"): the whole breakdown, in integer cents. */
export const quoteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/quote',
    { schema: { body: quoteRequestSchema, response: { 200: quoteResponseSchema } } },
    async (request) => quote(ctx.db, request.body),
  );
};
