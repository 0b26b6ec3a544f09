// decisions.md "Shutdown, precisely": a method a path does not have answers 405 with `Allow`,
// on every path of the API description (issue 44: 83 of 84 paths answered 404); a path no route
// has stays a 404.
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../testing/openapi-check';
import { createTestApp } from '../testing/test-app';

const app = await createTestApp();
const document = (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A real path for a template: each `{param}` a short word the router takes. */
const pathOf = (template: string) => template.replace(/\{[^}]+\}/g, '1');

/** Every method some template of the description gives a real path (one router per method). */
function methodsOf(path: string): string[] {
  const methods = Object.entries(document.paths)
    .filter(([template]) => {
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return new RegExp(`^${source}$`).test(path);
    })
    .flatMap(([, operations]) => Object.keys(operations).map((method) => method.toUpperCase()));
  return [...new Set([...methods, ...(methods.includes('GET') ? ['HEAD'] : [])])].sort();
}

describe('a method the path does not have', () => {
  const cases = Object.keys(document.paths).flatMap((template) => {
    const has = methodsOf(pathOf(template));
    return METHODS.filter((method) => !has.includes(method)).map((method) => ({
      method,
      template,
      allow: has.join(', '),
    }));
  });

  it('covers every path of the description', () => {
    expect(Object.keys(document.paths).length).toBeGreaterThan(70);
    expect(new Set(cases.map((c) => c.template)).size).toBe(Object.keys(document.paths).length);
  });

  it.each(cases)('$method $template answers 405 with Allow: $allow', async (c) => {
    const res = await app.inject({ method: c.method, url: pathOf(c.template) });
    expect(res.statusCode, res.body).toBe(405);
    expect(res.headers.allow).toBe(c.allow);
    expect(res.json()).toEqual({
      message: expect.stringMatching(new RegExp(`^method: ${c.method} `)),
      code: 'method_not_allowed',
    });
  });
});

describe('a path no route has', () => {
  it.each(['GET', 'POST', 'DELETE'])('%s answers 404', async (method) => {
    const res = await app.inject({ method, url: '/api/no-such-call/1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});
