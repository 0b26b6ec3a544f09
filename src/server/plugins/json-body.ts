// JSON request bodies (docs/decisions/020-request-and-database-limits.md). Every JSON route has a
// body limit that fits its largest honest request: Fastify answers a larger body with a 413 from
// its Content-Length alone (or stops reading a chunked one at the limit), so nothing past the
// limit is buffered. Within the limit, a body nested deeper than any honest request is a 400
// before JSON.parse builds it: deep nesting would otherwise reach code that recurses (hashing
// for idempotency keys, logging) and overflow the stack.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Every JSON route but POST /api/bookings: the largest honest form is a few KB. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** The deepest honest body (a booking: body > tvs > tv > field) is 4 levels; 32 leaves room. */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the text opens more than `maxDepth` arrays or objects inside one another. Brackets
 * inside strings do not count. One pass, no allocation; it stops at the first level too deep.
 */
export function nestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/** Fastify's JSON parser (prototype poisoning refused) behind the depth check. */
export function depthCheckedJsonParser(app: FastifyInstance): JsonParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, text, done) => {
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `body: Nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    // Fastify's own parser answers through `done`; its type also allows the promise form.
    void parse(request, text, done);
  };
}

/**
 * Every JSON body goes through depthCheckedJsonParser (a plugin with its own parser, like the
 * quote's cache, removes this one and calls it). Malformed JSON of any size is the error
 * handler's 400 "body: Malformed JSON".
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = depthCheckedJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), done),
  );
}
