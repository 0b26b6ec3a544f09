// GET /api/openapi.json and /api/docs (decisions.md "Integrations", docs/decisions/047-openapi.md):
// the description is generated from the route schemas themselves by @fastify/swagger, registered
// before every route so its onRoute hook sees them all; it is built once, at the first request.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas/api-error';
import { staffRoutesOf } from '../staff-routes';
import { BEARER_SCHEME, describeRoute } from './describe-route';
import { registerDocsPage } from './docs-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const API_DESCRIPTION = `The booking site's API, described from the schemas the server validates with.
Money is in integer cents (USD); dates and times are in America/New_York. Every error answer is
\`{ message, code, fieldErrors?, params? }\` (the ApiError schema): \`code\` is a stable name from
the list in ApiError (\`slot_full\`, \`change_cut_off\`, \`field_invalid\`, \`not_found\`...) for a
program or a screen to act on, \`params\` the values the message names (a phone number, a date),
and a 400's message names the field. A method a path does not have answers 405 with \`Allow\`.
Every list answers \`X-Total-Count\`. Staff routes take the bearer token that POST
/api/admin/login or POST /api/auth/technician-login answers. See the README for rate limits,
idempotency keys and the live streams.`;

/** Registers the description's generator; call before any route is registered. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Charlotte TV Mounting API', version: '1.0.0', description: API_DESCRIPTION },
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A staff token from POST /api/admin/login or /api/auth/technician-login',
          },
        },
      },
    },
    transform: describeRoute(() => staffRoutesOf(app)),
    // The one error shape, as zod itself writes it, referenced by every error answer.
    transformObject: (input) => {
      if (!('openapiObject' in input)) throw new Error('Only OpenAPI 3 is described');
      const { openapiObject } = input;
      const apiError: Record<string, unknown> = z.toJSONSchema(apiErrorSchema, { io: 'output' });
      delete apiError.$schema;
      const components: { schemas?: Record<string, unknown> } = { ...openapiObject.components };
      components.schemas = { ...components.schemas, ApiError: apiError };
      return { ...openapiObject, components } as typeof openapiObject;
    },
  });
}

/** The document's route and the reference page; registered with the other routes. */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  let text: string | undefined;
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        summary: 'This OpenAPI 3.1 description',
        tags: ['docs'],
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    (_request, reply) => {
      // Built once: the routes do not change while the app runs.
      text ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
  await registerDocsPage(app, DOCS_PATH);
}
