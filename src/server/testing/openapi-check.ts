// Tests only: checks a real answer against the OpenAPI description (docs/decisions/047), so the
// description cannot drift from what the routes send. The operation is found by the request's
// method and path, the answer by its status and content type, and a JSON body is validated with
// Ajv's JSON Schema 2020-12 (OpenAPI 3.1's dialect) against the document itself, components and all.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse as Response } from 'fastify';

type Media = { schema?: unknown };
type Answer = { description: string; content?: Record<string, Media> };
type Operation = { responses: Record<string, Answer>; security?: unknown[] };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

const DOCUMENT_ID = 'https://openapi.test/document.json';

/** A JSON pointer's segment, as a URI fragment carries it. */
const segment = (text: string) =>
  encodeURIComponent(text.replaceAll('~', '~0').replaceAll('/', '~1'));

/** The path template that describes a real path: /api/bookings/12 -> /api/bookings/{id}. */
export function templateOf(document: OpenApiDocument, path: string): string | undefined {
  if (document.paths[path]) return path;
  return Object.keys(document.paths)
    .map((template) => {
      const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return { template, pattern: new RegExp(`^${pattern}$`), params: template.split('{').length };
    })
    .filter(({ pattern }) => pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.template;
}

/** `check(response)` lists what in a real answer the document does not describe (empty: all). */
export function answerChecker(document: OpenApiDocument): (response: Response) => string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  return (response) => {
    const method = (response.raw.req.method ?? 'GET').toLowerCase();
    const path = (response.raw.req.url ?? '/').split('?')[0] ?? '/';
    const call = `${method.toUpperCase()} ${path} -> ${response.statusCode}`;
    const template = templateOf(document, path);
    const operation = template ? document.paths[template]?.[method] : undefined;
    if (!template || !operation) return [`${call}: no operation describes it`];
    const status = String(response.statusCode);
    const answer = operation.responses[status] ?? operation.responses.default;
    if (!answer) return [`${call}: status not described`];
    const type =
      String(response.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (!answer.content)
      return response.body === '' ? [] : [`${call}: a body where none is described`];
    if (!answer.content[type]) return [`${call}: content type ${type || '(none)'} not described`];
    if (type !== 'application/json') return [];
    const pointer = ['paths', template, method, 'responses', status, 'content', type, 'schema']
      .map(segment)
      .join('/');
    const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer}`);
    if (!validate) return [`${call}: no schema at ${pointer}`];
    if (validate(response.json())) return [];
    return (validate.errors ?? []).map(
      (error) => `${call}: ${error.instancePath || 'body'} ${error.message ?? 'is invalid'}`,
    );
  };
}

const isNonEmpty = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Object.keys(schema).length > 0;

/** A Fastify path in OpenAPI's form: /api/bookings/:id -> /api/bookings/{id}. */
export const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{wildcard}');

/** The routes an API description must hold: the API's and /metrics, not pages or /api/docs. */
export const isDescribedRoute = (route: { method: string; url: string }) =>
  route.method !== 'HEAD' &&
  (route.url.startsWith('/api/') || route.url === '/metrics') &&
  route.url !== '/api/docs' &&
  !route.url.startsWith('/api/docs/');

/**
 * Each route the document misses or leaves without an answer's schema: a success answer (2xx)
 * whose content has a non-empty schema, or an empty 204/3xx. Empty: every route is described.
 */
export function undescribedRoutes(
  document: OpenApiDocument,
  routes: readonly { method: string; url: string }[],
): string[] {
  const problems: string[] = [];
  for (const route of routes.filter(isDescribedRoute)) {
    const name = `${route.method} ${route.url}`;
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${name}: not in the document`);
      continue;
    }
    const successes = Object.entries(operation.responses).filter(([status]) =>
      /^[23]/.test(status),
    );
    const described = successes.some(([status, answer]) =>
      answer.content
        ? Object.values(answer.content).some((media) => isNonEmpty(media.schema))
        : status === '204' || status.startsWith('3'),
    );
    if (!described) problems.push(`${name}: no schema for its success answer`);
  }
  return problems;
}
