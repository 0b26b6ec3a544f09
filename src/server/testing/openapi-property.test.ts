// Issue 44 "Done when": a property-based run against the API description (docs/decisions/054)
// finds no status or body the document does not name. For every operation of GET
// /api/openapi.json, fast-check draws requests good and bad (sample bodies, a field broken, wrong
// or missing, a wrong type or content type, no or a broken token, unknown ids) and each answer
// must be a status the operation names, with a body its schema holds (Ajv 2020, the document's
// own schemas), and a list's 200 must carry X-Total-Count.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../domain/schemas/booking';
import { dayAhead, freshAddress, validDraft } from '../routes/bookings/testing';
import { adminAndMikeTokens, bearer, staffId } from '../routes/staff-bookings/staff-fixtures';
import { BAD_PARAMS, BAD_VALUES } from './fuzz-requests';
import { GENERIC_BODY, SAMPLE_QUERIES, sampleBodies } from './fuzz-samples';
import { answerChecker, type OpenApiDocument } from './openapi-check';
import { createTestApp } from './test-app';

// About 25 s for every operation on a two-core machine; PROPERTY_RUNS=200 for a deeper run.
const RUNS_PER_OPERATION = Number(process.env.PROPERTY_RUNS ?? 25);
const SEED = 44;

const app = await createTestApp();
const document = (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
const check = answerChecker(document);
const day = dayAhead(9);
const samples = sampleBodies(day);

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

/**
 * The event streams stay open once allowed (app.inject waits for an end), and a backup copies
 * the whole database folder: the fuzz knocks on the first only with refused requests
 * (fuzz.test.ts), the second has its own tests (routes/backup).
 */
const SKIPPED = new Set(['GET /api/events', 'GET /api/manage/{token}/events', 'POST /api/backups']);

const operations = Object.entries(document.paths).flatMap(([template, byMethod]) =>
  Object.entries(byMethod)
    .map(([method, operation]) => ({
      method: method.toUpperCase(),
      template,
      operation: operation as unknown as Operation,
    }))
    .filter(({ method, template: path }) => !SKIPPED.has(`${method} ${path}`)),
);

let tokens = { admin: '', technician: '' };
let booking: BookingResponse;
let mikeId = 0;

beforeAll(async () => {
  const [admin, mike] = await adminAndMikeTokens(app);
  tokens = { admin, technician: mike };
  mikeId = await staffId(app, 'mike');
  const res = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: freshAddress(),
    payload: validDraft({ appointmentDate: day, appointmentTime: '2:00 PM' }),
  });
  booking = res.json<BookingResponse>();
});

/** A value a real call would put in this path parameter. */
function goodParam(name: string): string {
  if (name === 'token') return booking.manageToken;
  if (name === 'technicianId') return String(mikeId);
  if (name === 'position') return '1';
  if (name === 'width' || name === 'height') return '200';
  return String(booking.id);
}

const auth = fc.constantFrom('admin', 'technician', 'none', 'broken');
const address = fc
  .tuple(fc.integer({ min: 1, max: 250 }), fc.integer({ min: 1, max: 250 }))
  .map(([a, b]) => `10.44.${a}.${b}`);
const badValue = fc.constantFrom(...BAD_VALUES);

/** The sample body, with one top-level field broken or removed, or not a JSON object at all. */
function bodyOf(key: string): fc.Arbitrary<{ payload: string; type: string }> {
  const sample = samples[key] ?? GENERIC_BODY;
  const fields = Object.keys(sample);
  const json = (value: unknown) => ({ payload: JSON.stringify(value), type: 'application/json' });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(json(sample)) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), badValue)
        .map(([field, value]) => json({ ...sample, [field]: value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...(fields.length ? fields : ['x']))
        .map((field) =>
          json(Object.fromEntries(Object.entries(sample).filter(([k]) => k !== field))),
        ),
    },
    { weight: 1, arbitrary: badValue.map((value) => json(value)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{"broken":', type: 'application/json' },
        { payload: 'plain words', type: 'text/plain' },
        { payload: '<a/>', type: 'application/xml' },
      ),
    },
  );
}

function requestOf(method: string, template: string, operation: Operation) {
  const pathNames = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const key = `${method} ${template.replace(/\{([^}]+)\}/g, ':$1')}`;
  const params = fc.tuple(
    ...pathNames.map((name) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant(goodParam(name)) },
        { weight: 1, arbitrary: fc.constant('999999') },
        { weight: 1, arbitrary: fc.constantFrom(...BAD_PARAMS) },
      ),
    ),
  );
  const query = SAMPLE_QUERIES[key] ?? {};
  const queries = fc.oneof(
    fc.constant(query),
    fc
      .tuple(fc.constantFrom('limit', 'offset', 'all', ...Object.keys(query)), badValue)
      .map(([name, value]) => ({ ...query, [name]: String(value) })),
  );
  const body = operation.requestBody ? bodyOf(key) : fc.constant(undefined);
  return fc.record({ auth, address, params, queries, body }).map((drawn): InjectOptions => {
    let i = 0;
    const path = template.replace(/\{[^}]+\}/g, () => drawn.params[i++] ?? '1');
    const search = new URLSearchParams(drawn.queries).toString();
    const headers: Record<string, string> = {};
    if (drawn.auth === 'admin' || drawn.auth === 'technician') {
      Object.assign(headers, bearer(tokens[drawn.auth]));
    } else if (drawn.auth === 'broken') headers.authorization = 'Bearer not-a-token';
    if (drawn.body) headers['content-type'] = drawn.body.type;
    return {
      method: method as InjectOptions['method'],
      url: search ? `${path}?${search}` : path,
      headers,
      remoteAddress: drawn.address,
      ...(drawn.body ? { payload: drawn.body.payload } : {}),
    };
  });
}

describe('property: every answer is one the description names', () => {
  it('covers the operations of the description', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it.each(operations)('$method $template', async ({ method, template, operation }) => {
    const list = Boolean(operation.responses['200']?.headers?.['X-Total-Count']);
    await fc.assert(
      fc.asyncProperty(requestOf(method, template, operation), async (request) => {
        // Signing out ends the token it is sent with: never the run's own.
        if (template === '/api/auth/logout') request.headers = {};
        const res = await app.inject(request);
        const label = `${request.method} ${request.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(check(res), label).toEqual([]);
        if (list && res.statusCode === 200) {
          expect(res.headers['x-total-count'], label).toMatch(/^\d+$/);
        }
      }),
      { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
    );
  });
});
