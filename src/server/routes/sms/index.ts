// Twilio's webhooks (decisions.md "Text messages (SMS)"): POST /api/sms/inbound, the messaging
// webhook, and POST /api/sms/status, the delivery status callback. Both are form-encoded and
// refused with 403 unless X-Twilio-Signature is Twilio's signature of PUBLIC_URL + the path and
// the parameters (the SDK's validateRequest with TWILIO_AUTH_TOKEN); always 403 without a token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
// The SDK's webhook validator and TwiML builder alone: the whole SDK loads only to send a text.
import MessagingResponse from 'twilio/lib/twiml/MessagingResponse.js';
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { AppContext } from '../../context';
import { HttpError } from '../../plugins/errors';
import { manageLinks, publicSiteUrl } from '../../services/manage-links';
import { receiveText, recordTextStatus } from '../../services/sms/inbound';
import { SMS_STATUS_PATH } from '../../services/sms/twilio-transport';

export const SMS_INBOUND_PATH = '/api/sms/inbound';
/** Twilio's webhooks carry a few short fields; a message body is at most 1,600 characters. */
const FORM_BODY_LIMIT = 64 * 1024;

type Params = Record<string, string>;

// Their OpenAPI description (docs/decisions/047): Twilio's form posts, not validated by a schema
// because the signature covers the form exactly as Twilio sent it.
const twilioForm = (fields: string[], description: string) => ({
  contentTypes: ['application/x-www-form-urlencoded'],
  description,
  schema: {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
  },
});
const SIGNATURE_ERRORS = { 403: 'The X-Twilio-Signature header does not match the form' };
const INBOUND_DOC = {
  summary: "Twilio's webhook for a text a customer sent",
  rawBody: twilioForm(['From', 'Body', 'MessageSid'], "Twilio's inbound message form"),
  answers: { 200: { description: 'TwiML: the reply text, if any', contentTypes: ['text/xml'] } },
  errors: SIGNATURE_ERRORS,
};
const STATUS_DOC = {
  summary: "Twilio's delivery status callback for a text we sent",
  rawBody: twilioForm(['MessageSid', 'MessageStatus', 'ErrorCode'], "Twilio's status form"),
  answers: { 204: { description: 'Recorded' } },
  errors: SIGNATURE_ERRORS,
};

export const smsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The form's parameters, once Twilio's signature over them is checked; else a 403. */
  const signedParams = (request: FastifyRequest, path: string): Params => {
    // Twilio signs with the account's auth token alone (HMAC-SHA1); without one nothing is valid.
    const authToken = ctx.config.TWILIO_AUTH_TOKEN;
    const signature = request.headers['x-twilio-signature'];
    const params: Params =
      request.body && typeof request.body === 'object' ? (request.body as Params) : {};
    const valid =
      authToken !== undefined &&
      typeof signature === 'string' &&
      validateRequest(authToken, signature, publicSiteUrl(ctx.config) + path, params);
    if (!valid) throw new HttpError(403, 'Invalid Twilio signature');
    return params;
  };

  const twiml = (reply: FastifyReply, message: string | null) => {
    const response = new MessagingResponse();
    if (message) response.message(message);
    return reply.type('text/xml').send(response.toString());
  };

  app.post(SMS_INBOUND_PATH, { schema: INBOUND_DOC }, async (request, reply) => {
    const params = signedParams(request, SMS_INBOUND_PATH);
    const answer = await receiveText(
      ctx.db,
      { from: params.From ?? '', body: params.Body ?? '', messageSid: params.MessageSid ?? '' },
      await manageLinks(ctx),
    );
    return twiml(reply, answer);
  });

  app.post(SMS_STATUS_PATH, { schema: STATUS_DOC }, async (request, reply) => {
    const params = signedParams(request, SMS_STATUS_PATH);
    if (params.MessageSid && params.MessageStatus) {
      await recordTextStatus(ctx.db, {
        messageSid: params.MessageSid,
        status: params.MessageStatus,
        errorCode: params.ErrorCode,
      });
    }
    return reply.status(204).send();
  });
};
