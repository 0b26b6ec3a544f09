// The routes of a built app, read from Fastify's own route tree, so the fuzz covers every route
// that exists today and every route added later without a list to keep up to date.
import type { FastifyInstance } from 'fastify';

export interface FuzzRoute {
  readonly method: string;
  /** With its parameters, e.g. /api/bookings/:id/photos/:position. */
  readonly url: string;
}

const LINE = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u;

/**
 * Parses `printRoutes({ commonPrefix: false })`: each level indents by four characters, and each
 * line is a path segment added to its parent's, with the methods it answers in brackets.
 */
export function parseRouteTree(tree: string): FuzzRoute[] {
  const prefixes: string[] = [];
  const routes: FuzzRoute[] = [];
  for (const line of tree.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(',')) {
      const name = method.trim();
      if (name) routes.push({ method: name, url });
    }
  }
  return routes;
}

export function appRoutes(app: FastifyInstance): FuzzRoute[] {
  return parseRouteTree(app.printRoutes({ commonPrefix: false }));
}

/**
 * Server-Sent Events streams (docs/decisions/039-live-updates.md): answered once allowed, they
 * stay open, and app.inject waits for an answer's end. The fuzz sends them only requests that
 * must be refused (no or a broken token, a manage token that is not one); events.test.ts reads
 * the open streams with a streaming fetch.
 */
export const STREAM_ROUTES: readonly string[] = [
  'GET /api/events',
  'GET /api/manage/:token/events',
];
