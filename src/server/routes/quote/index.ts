import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema, quoteResponseSchema } from '../../../domain/schemas/quote';
import type { AppContext } from '../../context';
import { depthCheckedJsonParser } from '../../plugins/json-body';
import { AnswerCache } from './answer-cache';
import { quote } from '../../catalog/quote';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * POST /api/quote (decisions.md "Quote call"): the whole breakdown, in integer cents. The same
 * configuration always gets the same answer and customers ask about a few common ones, so one
 * priced before is answered from a bounded cache by its exact request text
 * (docs/decisions/008-quote-answer-cache.md).
 */
export const quoteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const answers = new AnswerCache(2000);
  /** Per request: its JSON text, and the answer when that text was priced before. */
  const seen = new WeakMap<FastifyRequest, { text: string; answer?: string }>();
  // This plugin's own JSON parser: the site's (plugins/json-body.ts), run only on texts not
  // answered before.
  const parseJson = depthCheckedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString();
    const answer = answers.get(text);
    seen.set(request, { text, answer });
    if (answer === undefined) void parseJson(request, text, done);
    else done(null, undefined);
  });

  app.post(
    '/api/quote',
    {
      schema: { body: quoteRequestSchema, response: { 200: quoteResponseSchema } },
      preValidation: (request, reply, done) => {
        const answer = seen.get(request)?.answer;
        // Fastify's hook contract: replying ends the request, and `done` must then not be called.
        if (answer === undefined) done();
        // The answer is JSON text already; the typed reply expects the object it was made from.
        else reply.type(JSON_TYPE).send(answer as never);
      },
    },
    async (request, reply) => {
      const answer = String(reply.serialize(await quote(ctx.db, request.body)));
      const text = seen.get(request)?.text;
      // Product prices live in the database and can change, and a priced appointment depends on
      // the clock (the same-day window); everything else is compiled in.
      const timeless = request.body.appointmentDate === undefined;
      if (text !== undefined && !request.body.products?.length && timeless) {
        answers.set(text, answer);
      }
      return reply.type(JSON_TYPE).send(answer as never);
    },
  );
};
