// The per-route half of the OpenAPI description (docs/decisions/047-openapi.md): the zod type
// provider turns a route's zod schemas into JSON Schema 2020-12; this adds what the app knows
// beside the schemas: the tag, the bearer scheme of a staff route (from registerStaffRoutes' own
// list, so a staff route cannot be described without it), the error answers it can give, and the
// body of a route that reads raw bytes or a form.
import type { SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalRegistry } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { INTEGER_IN_TEXT } from '../../../domain/schemas/primitives';
import type { StaffRouteInfo } from '../staff-routes';

export const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' } as const;
export const BEARER_SCHEME = 'staffBearer';

/** A doc-only body for a route whose content type parser hands the handler raw bytes or a form. */
export type RawBodyDoc = {
  readonly contentTypes: readonly string[];
  readonly description: string;
  /** JSON Schema of the body in those types (e.g. a form's fields); binary bytes when absent. */
  readonly schema?: Record<string, unknown>;
};

/** A non-JSON answer: its content types, or none for an empty one. */
export type AnswerDoc = { readonly description: string; readonly contentTypes?: readonly string[] };

declare module 'fastify' {
  interface FastifySchema {
    /** Answers besides the success this route gives, by status, with when (the ApiError shape). */
    errors?: Readonly<Partial<Record<number, string>>>;
    /** The body of a route without a zod body schema (photo bytes, Twilio's form posts). */
    rawBody?: RawBodyDoc;
    /** Answers that are not JSON (an image, CSV, TwiML, an event stream) or have no body (204). */
    answers?: Readonly<Record<number, AnswerDoc>>;
  }
}

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { target: 'draft-2020-12' } });

/** The area a route belongs to, from its path: /api/store-orders/... is "store-orders". */
export function tagOf(url: string): string {
  const [first = '', second = ''] = url.replace(/^\/api\//, '').split('/');
  if (first === 'admin' && second !== 'login') return second;
  if (first === 'admin' || first === 'auth' || first === 'staff') return 'auth';
  if (first.startsWith('bookings.')) return 'bookings';
  if (first === 'blocked-slots') return 'schedule';
  if (first === 'stripe' || first === 'square' || first.startsWith('stripe-')) return 'payments';
  if (first === 'square-payment') return 'payments';
  if (first === 'technician' || first === 'technicians') return 'technicians';
  if (first === 'contact-form-test' || first === 'test-sendgrid') return 'diagnostics';
  if (first === 'did-agent') return 'assistant';
  if (first === 'placeholder' || first === 'product-images') return 'products';
  if (first === 'google-maps-key') return 'maps';
  if (first === 'metrics' || url === '/metrics') return 'metrics';
  return first || second || 'api';
}

/** A stable operationId: the method and the path's words, `postApiBookingsIdRelease`. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

const GENERIC_ERRORS = {
  400: 'Invalid input: `message` names the first field, `fieldErrors` each one',
  401: 'No, an expired or a revoked staff token',
  403: "The staff member's role may not call this route",
  404: 'Nothing has this identifier',
  405: 'The path does not have this method: `Allow` lists those it has',
  413: 'The body is larger than this route takes',
  414: 'A path segment is longer than the router reads',
  415: 'The body is not in a content type this route reads',
  429: 'Too many requests from this address; wait and try again',
  503: 'The database is briefly unreachable: try again after `Retry-After` seconds',
} as const;

/** Methods whose body Fastify reads (any route: a JSON body too large or malformed is refused). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// In @fastify/swagger's form: a response schema's `headers` become the answer's headers.
const TOTAL_COUNT_DOC = {
  'X-Total-Count': {
    description: 'How many items the whole list holds (a paged list: its whole selection)',
    type: 'integer',
    minimum: 0,
  },
} as const;

/** Digits the route reads as an integer (primitives.ts idParam, intParam) typed as that integer. */
function typeIntegers(schema: unknown): void {
  if (typeof schema !== 'object' || schema === null) return;
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> })
    .properties;
  for (const [name, property] of Object.entries(properties ?? {})) {
    const bounds = property[INTEGER_IN_TEXT] as { minimum: number; maximum: number } | undefined;
    if (!bounds) continue;
    properties![name] = {
      type: 'integer',
      minimum: bounds.minimum,
      maximum: bounds.maximum,
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
    };
  }
}

/** A success answer that is a list: an array, or a choice of arrays (staff or public view). */
function isList(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const schema = answer as { type?: unknown; anyOf?: unknown[] };
  if (schema.type === 'array') return true;
  return Array.isArray(schema.anyOf) && schema.anyOf.length > 0 && schema.anyOf.every(isList);
}

type RouteDoc = Parameters<SwaggerTransform>[0];
type Schema = Record<string, unknown> & {
  errors?: Readonly<Partial<Record<number, string>>>;
  rawBody?: RawBodyDoc;
  answers?: Readonly<Record<number, AnswerDoc>>;
  response?: Record<string, unknown>;
};

/** Content in the given types: bytes of that type, or the given schema (a form's fields). */
function binaryContent(types: readonly string[], schema?: Record<string, unknown>) {
  return Object.fromEntries(
    types.map((type) => [type, { schema: schema ?? { type: 'string', contentMediaType: type } }]),
  );
}

function isZod(value: unknown): value is $ZodType {
  return value instanceof $ZodType;
}

/**
 * The transform given to @fastify/swagger. `staffRoutes` is read when the document is built (all
 * routes registered by then), `methodOf` the route's method for the staff lookup.
 */
export function describeRoute(staffRoutes: () => readonly StaffRouteInfo[]): SwaggerTransform {
  return (input: RouteDoc) => {
    const { route, url } = input;
    const original = (input.schema ?? {}) as Schema;
    // The site's pages (/, /es, /robots.txt, /sitemap.xml) are not the API.
    const isApi = url.startsWith('/api/') || url === '/metrics';
    if (original.hide || !isApi) return { schema: { hide: true }, url };
    const { errors = {}, rawBody, answers = {}, ...zodPart } = original;
    // Only zod schemas go through the provider's transform (a plain JSON schema would be refused).
    for (const key of ['body', 'querystring', 'params', 'headers'] as const) {
      if (zodPart[key] !== undefined && !isZod(zodPart[key])) delete zodPart[key];
    }
    const transformed = zodTransform({ ...input, schema: zodPart as never });
    const schema = { ...(transformed.schema as Schema) };
    // zod leaves a schema's examples out of its input JSON Schema when input and output differ
    // (a default, a transform): a body's examples are of its input, so they are put back.
    const body = zodPart.body;
    const bodyExamples = isZod(body) ? globalRegistry.get(body)?.examples : null;
    if (bodyExamples && schema.body && typeof schema.body === 'object') {
      schema.body = { examples: bodyExamples, ...schema.body };
    }
    typeIntegers(schema.params);
    typeIntegers(schema.querystring);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const staff = staffRoutes().find((r) => r.url === route.url && methods.includes(r.method));

    // Input checked by a zod schema: its refusal is a 400 naming the field.
    const validated = Boolean(schema.body || schema.querystring || schema.params || schema.headers);
    schema.tags ??= [tagOf(url)];
    schema.operationId ??= operationIdOf(String(methods[0]), url);
    if (rawBody) {
      schema.body = {
        content: binaryContent(rawBody.contentTypes, rawBody.schema),
        description: rawBody.description,
      };
    }
    const response: Record<string, unknown> = { ...(schema.response ?? {}) };
    for (const [status, answer] of Object.entries(answers)) {
      response[status] = answer.contentTypes
        ? { description: answer.description, content: binaryContent(answer.contentTypes) }
        : { description: answer.description, type: 'null' };
    }
    const add = (status: number, description: string) => {
      response[status] ??= { ...API_ERROR_REF, description };
    };
    const list = methods.includes('GET') && isList(response[200]);
    if (list) {
      response[200] = { ...(response[200] as object), headers: TOTAL_COUNT_DOC };
    }
    const takesBody = methods.some((method) => BODY_METHODS.has(String(method)));
    if (validated || takesBody) add(400, GENERIC_ERRORS[400]);
    if (staff) {
      schema.security = [{ [BEARER_SCHEME]: [] }];
      schema.description = [schema.description, `Staff roles: ${staff.roles.join(', ')}.`]
        .filter(Boolean)
        .join('\n\n');
      add(401, GENERIC_ERRORS[401]);
      add(403, GENERIC_ERRORS[403]);
    }
    if (url.includes(':') || url.includes('{')) {
      add(404, GENERIC_ERRORS[404]);
      add(414, GENERIC_ERRORS[414]);
    }
    if (route.config && 'rateLimit' in route.config) add(429, GENERIC_ERRORS[429]);
    if (takesBody) {
      add(413, GENERIC_ERRORS[413]);
      add(415, GENERIC_ERRORS[415]);
    }
    add(405, GENERIC_ERRORS[405]);
    add(503, GENERIC_ERRORS[503]);
    for (const [status, description] of Object.entries(errors)) {
      // A route's own words replace the generic ones.
      response[status] = { ...API_ERROR_REF, description };
    }
    schema.response = response;
    return { schema, url };
  };
}
