// The webhook endpoints API (decisions.md "Integrations"): the admin registers a URL and the
// events it receives; the secret is answered once, on creation.
import { z } from 'zod';
import { isWebhookEvent, WEBHOOK_EVENTS } from '../webhooks/events';
import { idParam, lineText } from './primitives';

export const WEBHOOK_URL_MAX = 2_000;

const eventSchema = z.enum(WEBHOOK_EVENTS, {
  error: `Choose from ${WEBHOOK_EVENTS.join(', ')}`,
});

/** A URL the server could POST to: http(s) with a host. Production rules: server/services/webhooks. */
export const webhookUrlSchema = lineText(WEBHOOK_URL_MAX).refine(
  (value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  },
  { message: 'Enter a full http(s) URL, e.g. https://example.com/hooks' },
);

/**
 * The events, checked as a whole so that an unknown one is a 400 naming `events` itself (not
 * `events.2`); the same event twice counts once.
 */
export const webhookEventsSchema = z
  .array(z.string({ error: 'Each event must be a text' }), { error: 'Choose at least one event' })
  .min(1, 'Choose at least one event')
  .max(20)
  .refine((events) => events.every(isWebhookEvent), {
    message: `Unknown event: choose from ${WEBHOOK_EVENTS.join(', ')}`,
  })
  .transform((events) => [...new Set(events)].filter(isWebhookEvent))
  .describe(`Any of ${WEBHOOK_EVENTS.join(', ')}`);

export const webhookEndpointCreateSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

export const webhookEndpointUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  events: webhookEventsSchema.optional(),
  active: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.int(),
  url: z.string(),
  events: z.array(eventSchema),
  active: z.boolean(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The creation's answer: the only time the secret leaves the server. */
export const createdWebhookEndpointSchema = webhookEndpointSchema.extend({
  secret: z.string().describe('whsec_ followed by the base64 of 32 random bytes; shown once'),
});
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.int(),
  /** The `webhook-id` header, the same on every attempt. */
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.int(),
  responseStatus: z.int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookEndpointParamsSchema = z.object({ id: idParam('Not an endpoint id') });
export const webhookDeliveryParamsSchema = z.object({
  id: idParam('Not an endpoint id'),
  deliveryId: idParam('Not a delivery id'),
});
