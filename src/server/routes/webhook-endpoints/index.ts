// The admin's webhook endpoints (decisions.md "Integrations"; docs/decisions/048-webhooks.md):
// register a URL and its events (the secret answered once), read, change, switch off or delete
// one, read its recent deliveries and send a failed one again. Admin only (registerStaffRoutes).
import { z } from 'zod';
import {
  createdWebhookEndpointSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointCreateSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
} from '../../../domain/schemas/webhooks';
import { apiErrorSchema } from '../../../domain/schemas/api-error';
import { signedInStaff } from '../../plugins/auth';
import { fieldError, HttpError } from '../../plugins/errors';
import type { StaffRoutePlugin } from '../../plugins/staff-routes';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listEndpoints,
  recentDeliveries,
  resendDelivery,
  toWebhookDelivery,
  toWebhookEndpoint,
  updateEndpoint,
} from '../../services/webhooks/repository';
import { newWebhookSecret } from '../../services/webhooks/secret';
import { webhookUrlProblem } from '../../services/webhooks/url-rules';

/** The deliveries list shows this many, newest first. */
const RECENT_DELIVERIES = 50;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const notFound = { 404: apiErrorSchema };
const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';

export const webhookEndpointRoutes: StaffRoutePlugin = async (app, { ctx }) => {
  /** Production refuses plain http and hosts that resolve to private addresses (400 on `url`). */
  async function checkUrl(url: string): Promise<void> {
    const problem = await webhookUrlProblem(url, ctx.config.isProduction);
    if (problem) throw fieldError('url', problem);
  }

  app.post(
    '/api/webhook-endpoints',
    {
      schema: {
        summary: 'Register a webhook endpoint; the answer carries its signing secret, once',
        body: webhookEndpointCreateSchema,
        response: { 201: createdWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { url, events } = request.body;
      await checkUrl(url);
      const secret = newWebhookSecret();
      const row = await insertEndpoint(ctx.db, {
        url,
        events,
        secret,
        createdBy: signedInStaff(request).id,
      });
      return reply.status(201).send({ ...toWebhookEndpoint(row), secret });
    },
  );

  app.get(
    '/api/webhook-endpoints',
    {
      schema: {
        summary: 'The webhook endpoints, newest first (never their secrets)',
        response: { 200: z.array(webhookEndpointSchema), ...errors },
      },
    },
    async () => (await listEndpoints(ctx.db)).map(toWebhookEndpoint),
  );

  app.get(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        params: webhookEndpointParamsSchema,
        response: { 200: webhookEndpointSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      const row = await findEndpoint(ctx.db, request.params.id);
      if (!row) throw new HttpError(404, ENDPOINT_NOT_FOUND);
      return toWebhookEndpoint(row);
    },
  );

  app.put(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        summary: "Change an endpoint's URL or events, or switch it on or off",
        params: webhookEndpointParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: webhookEndpointSchema, ...errors, ...notFound },
      },
    },
    async (request) => {
      const { url, events, active } = request.body;
      if (url === undefined && events === undefined && active === undefined) {
        throw fieldError('url', 'Send url, events or active');
      }
      if (url !== undefined) await checkUrl(url);
      const row = await updateEndpoint(ctx.db, request.params.id, { url, events, active });
      if (!row) throw new HttpError(404, ENDPOINT_NOT_FOUND);
      return toWebhookEndpoint(row);
    },
  );

  app.delete(
    '/api/webhook-endpoints/:id',
    {
      schema: {
        summary: 'Delete an endpoint with its deliveries',
        params: webhookEndpointParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors, ...notFound },
      },
    },
    async (request, reply) => {
      if (!(await deleteEndpoint(ctx.db, request.params.id))) {
        throw new HttpError(404, ENDPOINT_NOT_FOUND);
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/webhook-endpoints/:id/deliveries',
    {
      schema: {
        summary: "An endpoint's recent deliveries, newest first, with each one's outcome",
        params: webhookEndpointParamsSchema,
        response: { 200: z.array(webhookDeliverySchema), ...errors, ...notFound },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findEndpoint(ctx.db, id))) throw new HttpError(404, ENDPOINT_NOT_FOUND);
      return (await recentDeliveries(ctx.db, id, RECENT_DELIVERIES)).map(toWebhookDelivery);
    },
  );

  app.post(
    '/api/webhook-endpoints/:id/deliveries/:deliveryId/resend',
    {
      schema: {
        summary: 'Send a failed delivery again now, with the same webhook-id and body',
        params: webhookDeliveryParamsSchema,
        response: { 200: webhookDeliverySchema, ...errors, ...notFound, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      const result = await resendDelivery(ctx.db, id, deliveryId);
      if (result === undefined) throw new HttpError(404, 'Delivery not found');
      if (result === 'not failed') {
        throw new HttpError(409, 'Only a failed delivery can be sent again');
      }
      return toWebhookDelivery(result);
    },
  );
};
