// POST /api/assistant/messages (decisions.md "Assistant"): `{ conversationId?, text }` in,
// `{ conversationId, reply: { text, quote?, slots?, form? } }` out. The conversation's state is
// kept by the server (docs/decisions/013-assistant.md).
import { z } from 'zod';
import { SLOT_LABELS } from '../scheduling/business-time';
import { quoteResponseSchema, serviceSelectionSchema } from './quote';
import { localeSchema } from './locale';
import { multilineText } from './primitives';
import { tvConfigSchema } from './tv-config';

export const ASSISTANT_TEXT_MAX = 1000;

export const conversationIdSchema = z.uuid('Not a conversation id');

export const assistantMessageRequestSchema = z
  .object({
    conversationId: conversationIdSchema.optional(),
    text: multilineText(ASSISTANT_TEXT_MAX, { required: 'Write a message' }),
    /** The page's language: the answer's language when the message itself says neither. */
    locale: localeSchema.optional(),
  })
  .strict();

export const slotChoiceSchema = z.object({
  date: z.string(),
  time: z.enum(SLOT_LABELS),
});
export type SlotChoice = z.output<typeof slotChoiceSchema>;

export const assistantReplySchema = z.object({
  text: z.string(),
  quote: quoteResponseSchema.optional(),
  slots: z.array(slotChoiceSchema).optional(),
  form: z.literal('booking').optional(),
});
export type AssistantReply = z.output<typeof assistantReplySchema>;

export const assistantMessageResponseSchema = z.object({
  conversationId: z.string(),
  reply: assistantReplySchema,
});
export type AssistantMessageResponse = z.output<typeof assistantMessageResponseSchema>;

export const assumptionsSchema = z.object({
  count: z.boolean(),
  size: z.boolean(),
  wall: z.boolean(),
  mount: z.boolean(),
});

/** What the assistant has understood so far: the TVs and services it last priced. */
export const configurationSchema = z.object({
  tvs: z.array(tvConfigSchema),
  additionalServices: z.array(serviceSelectionSchema),
  assumed: assumptionsSchema,
  serviceAssumptions: z.array(z.string()),
});
export type Configuration = z.output<typeof configurationSchema>;

export const conversationStateSchema = z.object({
  /** The language of the conversation's last message (decisions.md "Languages"). */
  language: localeSchema.optional(),
  configuration: configurationSchema.optional(),
  offeredSlots: z.array(slotChoiceSchema).optional(),
  chosenSlot: slotChoiceSchema.optional(),
  /** The last turns, for a model provider's context. */
  history: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() })),
});
export type ConversationState = z.output<typeof conversationStateSchema>;

/**
 * GET /api/assistant/conversations/{id}/booking-draft: what the booking form books, the
 * configuration the assistant quoted (the server prices it again when it is booked).
 */
export const assistantBookingDraftSchema = z.object({
  tvs: z.array(tvConfigSchema),
  additionalServices: z.array(serviceSelectionSchema),
  slot: slotChoiceSchema.nullable(),
  quote: quoteResponseSchema,
  /** The conversation's language: the booking's `locale` (its mails and invite). */
  locale: localeSchema,
});
export type AssistantBookingDraft = z.output<typeof assistantBookingDraftSchema>;
