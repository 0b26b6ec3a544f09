// The assistant's calls (decisions.md "Assistant"): POST /api/assistant/messages, the booking
// draft the contact overlay books, and the avatar agent's two calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calculateQuote } from '../../../domain/pricing/calculate-quote';
import {
  assistantBookingDraftSchema,
  assistantMessageRequestSchema,
  assistantMessageResponseSchema,
  conversationIdSchema,
} from '../../../domain/schemas/assistant';
import type { AppContext } from '../../context';
import { publicRateLimit } from '../../plugins/security';
import { HttpError } from '../../plugins/errors';
import { builtInTurn } from './built-in';
import { ConversationStore } from './conversations';
import { providerTurn } from './provider';
import { providerSettings } from '../../services/assistant-provider';

/** Per address: a brisk conversation, not a flood of model calls. */
export const ASSISTANT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const didAgentInitSchema = z.object({
  action: z.literal('start_complete_flow', { error: 'action must be start_complete_flow' }),
  integrations: z
    .object({
      bookingSystem: z.boolean(),
      emailNotifications: z.boolean(),
      realTimeScheduling: z.boolean(),
    })
    .strict(),
});
export const didAgentInitResponseSchema = z.object({
  success: z.literal(true),
  integrations: didAgentInitSchema.shape.integrations,
});
export const didAgentConfigSchema = z.object({
  enabled: z.boolean(),
  agentId: z.string().nullable(),
  clientKey: z.string().nullable(),
});

export const assistantRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  conversations?: ConversationStore;
}> = async (app, { ctx, conversations = new ConversationStore() }) => {
  const provider = providerSettings(ctx);

  app.post(
    '/api/assistant/messages',
    {
      config: publicRateLimit(ASSISTANT_RATE_LIMIT, ctx.config),
      schema: {
        body: assistantMessageRequestSchema,
        response: { 200: assistantMessageResponseSchema },
      },
    },
    async (request) => {
      const { id, state } = conversations.open(request.body.conversationId);
      const { locale } = request.body;
      const now = new Date();
      let turn;
      if (provider) {
        try {
          turn = await providerTurn(provider, ctx.db, request.body.text, state, now, locale);
        } catch (err) {
          // Any provider failure: the built-in assistant answers (decisions.md "Assistant").
          request.log.warn({ err }, 'Assistant provider failed; the built-in assistant answered');
        }
      }
      turn ??= await builtInTurn(ctx.db, request.body.text, state, now, locale);
      conversations.save(id, turn.state);
      return { conversationId: id, reply: turn.reply };
    },
  );

  app.get(
    '/api/assistant/conversations/:id/booking-draft',
    {
      schema: {
        params: z.object({ id: conversationIdSchema }),
        response: { 200: assistantBookingDraftSchema },
        errors: { 409: 'The priced job can no longer be priced' },
      },
    },
    async (request) => {
      const state = conversations.get(request.params.id);
      const configuration = state?.configuration;
      if (!configuration) throw new HttpError(404, 'Nothing has been priced in this conversation');
      const slot = state.chosenSlot ?? null;
      const result = calculateQuote({
        tvs: configuration.tvs,
        additionalServices: configuration.additionalServices,
        appointment: slot ? { ...slot, bookedAt: new Date() } : undefined,
      });
      if (!result.ok) throw new HttpError(409, 'The priced job can no longer be priced');
      return {
        tvs: configuration.tvs,
        additionalServices: configuration.additionalServices,
        slot,
        quote: result.quote,
        locale: state.language ?? 'en',
      };
    },
  );

  // The avatar agent (store-staff-assistant.md section 7): acknowledged, nothing else is done.
  app.post(
    '/api/did-agent/complete-tv-builder',
    { schema: { body: didAgentInitSchema, response: { 200: didAgentInitResponseSchema } } },
    async (request) => ({ success: true as const, integrations: request.body.integrations }),
  );

  // Whether the avatar agent is configured; the client key is the agent's browser key.
  app.get(
    '/api/did-agent/config',
    { schema: { response: { 200: didAgentConfigSchema } } },
    async () => {
      const { DID_AGENT_ID: agentId, DID_CLIENT_KEY: clientKey } = ctx.config;
      const enabled = Boolean(agentId && clientKey);
      return {
        enabled,
        agentId: enabled ? (agentId ?? null) : null,
        clientKey: enabled ? (clientKey ?? null) : null,
      };
    },
  );
};
