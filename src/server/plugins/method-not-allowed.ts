// A method a known path does not have answers 405 with `Allow` (decisions.md "Shutdown,
// precisely", docs/decisions/054-exact-api-description.md); a path no route has stays a 404.
// Fastify sends both to the not-found handler, so this keeps every route's path (from the onRoute
// hook, as it is registered) and the not-found handler asks which methods the request's path has.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

type Template = { readonly pattern: RegExp; readonly methods: Set<string> };

/** A Fastify route path as a pattern of whole paths: `:id` one segment, `*` the rest. */
function patternOf(url: string): RegExp {
  let source = '';
  for (const part of url.split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)) {
    if (part === '*') source += '.*';
    else if (part.startsWith(':')) {
      const constraint = /\((.*)\)$/.exec(part)?.[1];
      source += constraint ? `(?:${constraint})` : '[^/]+?';
    } else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export type AllowedMethods = (path: string) => readonly string[];

/**
 * Keeps the path of every route registered after it; the answer is the methods a path has (HEAD
 * beside GET, as Fastify answers it), empty for a path no route has.
 */
export function registerMethodNotAllowed(app: FastifyInstance): AllowedMethods {
  const templates = new Map<string, Template>();
  app.addHook('onRoute', (route) => {
    const template = templates.get(route.url) ?? {
      pattern: patternOf(route.url),
      methods: new Set<string>(),
    };
    templates.set(route.url, template);
    for (const method of [route.method].flat()) {
      template.methods.add(method);
      if (method === 'GET') template.methods.add('HEAD');
    }
  });
  return (path) => {
    const methods = new Set<string>();
    for (const template of templates.values()) {
      if (template.pattern.test(path)) for (const method of template.methods) methods.add(method);
    }
    return [...methods].sort();
  };
}

/**
 * Answers 405 with `Allow` when the request's path has routes but not its method; false (nothing
 * sent) when the path has none, so the caller answers its 404.
 */
export function sendMethodNotAllowed(
  allowed: AllowedMethods,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const path = request.url.split('?')[0] ?? '';
  const methods = allowed(path);
  if (methods.length === 0 || methods.includes(request.method)) return false;
  void reply
    .status(405)
    .header('allow', methods.join(', '))
    .send(errorBody(405, `method: ${request.method} is not allowed here (${methods.join(', ')})`));
  return true;
}
