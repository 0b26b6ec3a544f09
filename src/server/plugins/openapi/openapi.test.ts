// The OpenAPI description (decisions.md "Integrations", docs/decisions/047): a valid OpenAPI 3.1
// document that holds every route the app really registers (read from Fastify's route tree, so a
// route added later fails here until it has schemas), staff routes and only they with the bearer
// scheme, and /api/docs served from our own origin.
import { Validator } from '@seriousme/openapi-schema-validator';
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

const app = await createTestApp();
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
      ApiError: { required: ['message'], properties: { fieldErrors: { type: 'object' } } },
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
