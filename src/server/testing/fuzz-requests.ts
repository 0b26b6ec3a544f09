// Generated bad requests for every route (issue 11 item 11): bad and huge ids, NUL, CR/LF,
// invisible-only text, wrong types, missing and unknown fields, broken JSON, wrong content types,
// with and without staff tokens. Deterministic: one seed gives the same requests every run.
import { STREAM_ROUTES, type FuzzRoute } from './fuzz-routes';
import { GENERIC_BODY, SAMPLE_QUERIES, sampleBodies } from './fuzz-samples';

export interface FuzzRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly payload?: string | Buffer;
  readonly remoteAddress: string;
  /** What was broken, for the failure message. */
  readonly label: string;
}

export interface FuzzTokens {
  readonly admin: string;
  readonly technician: string;
}

/** Values that break a field: each must be refused with a 4xx, never a 5xx. */
export const BAD_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  'two\r\nlines',
  'line\nbreak',
  '\u200b\u200b\u200b',
  '\u3164',
  '\ud800',
  '😀',
  '',
  ' ',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "1' OR '1'='1",
  '2147483648',
  2147483647,
  2147483648,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  1.5,
  true,
  null,
  [],
  {},
  [1, 2],
  { $ne: 1 },
];

/** Path parameters that are not ids, or ids that cannot exist. */
export const BAD_PARAMS: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '%00',
  '1%00',
  '%0d%0a',
  '%E2%80%8B',
  '%F0%9F%98%80',
  '%E0%A4',
  '%zz',
  'x'.repeat(300),
  '1',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-16',
  'image/jpeg',
];

const RAW_BODIES = ['', '{', '{"a":', 'null', '[]', '"text"', '123', '{"__proto__":{"x":1}}'];

/** A small seeded generator (mulberry32), so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Paths of every field in a sample, nested ones included ("items.0.productId"). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return prefix.length ? [prefix] : [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const nested = entries.flatMap(([key, item]) => fieldPaths(item, [...prefix, key]));
  return prefix.length ? [prefix, ...nested] : nested;
}

function withField(body: unknown, path: string[], value: unknown, remove: boolean): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) ?? '';
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

function fillParams(url: string, random: () => number): { url: string; label: string } {
  const labels: string[] = [];
  const filled = url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = pick(random, BAD_PARAMS);
    labels.push(`${name}=${value.slice(0, 20)}`);
    return value;
  });
  return { url: filled, label: labels.join(' ') };
}

function query(key: string, random: () => number): string {
  const sample = SAMPLE_QUERIES[key] ?? {};
  const names = [...Object.keys(sample), 'id', 'limit', 'offset', 'search', 'q'];
  const params = new URLSearchParams(sample);
  const name = pick(random, names);
  const bad = pick(random, BAD_VALUES);
  params.set(name, typeof bad === 'string' ? bad.slice(0, 300) : JSON.stringify(bad));
  if (random() < 0.1) params.append(name, '1');
  return `?${params.toString()}`;
}

function body(key: string, samples: Record<string, Record<string, unknown>>, random: () => number) {
  const sample = samples[key] ?? GENERIC_BODY;
  const roll = random();
  if (roll < 0.1) {
    return { payload: pick(random, RAW_BODIES), contentType: 'application/json', label: 'raw' };
  }
  if (roll < 0.2) {
    return {
      payload: JSON.stringify(sample),
      contentType: pick(random, CONTENT_TYPES),
      label: 'content type',
    };
  }
  const path = pick(random, fieldPaths(sample));
  const remove = random() < 0.1;
  const unknownField = !remove && random() < 0.05;
  const value = pick(random, BAD_VALUES);
  const broken = unknownField
    ? { ...sample, fuzzUnknown: value }
    : withField(sample, path, value, remove);
  const shown = remove ? 'missing' : JSON.stringify(value)?.slice(0, 30);
  return {
    payload: JSON.stringify(broken),
    contentType: 'application/json',
    label: `${unknownField ? 'fuzzUnknown' : path.join('.')}=${shown}`,
  };
}

/**
 * At least `count` requests, spread evenly over the routes (HEAD is skipped: GET covers it).
 * A third go without a token, a third with an admin's, a third with a technician's or a broken one.
 */
export function generateFuzzRequests(
  routes: readonly FuzzRoute[],
  tokens: FuzzTokens,
  options: { count: number; seed: number; appointmentDate: string },
): FuzzRequest[] {
  const random = seededRandom(options.seed);
  const samples = sampleBodies(options.appointmentDate);
  const targets = routes.filter((route) => route.method !== 'HEAD');
  const authorizations = [
    undefined,
    `Bearer ${tokens.admin}`,
    `Bearer ${tokens.technician}`,
    'Bearer not.a.token',
    `Bearer ${tokens.admin}x`,
    'Basic YWRtaW46YWRtaW4xMjM=',
  ];
  const refusedAuthorizations = [undefined, ...authorizations.slice(3)];
  const requests: FuzzRequest[] = [];
  for (let index = 0; requests.length < options.count; index += 1) {
    const route = targets[index % targets.length];
    if (!route) break;
    const key = `${route.method} ${route.url}`;
    const params = fillParams(route.url, random);
    const headers: Record<string, string> = {};
    // A stream that is let in never ends (fuzz-routes.ts): only the refused tokens for it.
    const stream = STREAM_ROUTES.includes(key);
    const authorization = pick(random, stream ? refusedAuthorizations : authorizations);
    if (authorization) headers.authorization = authorization;
    let url = params.url;
    let payload: string | undefined;
    let label = params.label;
    if (route.method === 'GET' || route.method === 'DELETE') {
      url += query(key, random);
      label = `${label} query`.trim();
    } else {
      const made = body(key, samples, random);
      payload = made.payload;
      headers['content-type'] = made.contentType;
      label = `${label} ${made.label}`.trim();
    }
    if (random() < 0.05) headers['idempotency-key'] = pick(random, ['x'.repeat(500), 'ключ', '']);
    requests.push({
      method: route.method,
      url,
      headers,
      payload,
      // Spread over many addresses, so the rate limits leave most requests to the validators.
      remoteAddress: `10.${Math.floor(random() * 250)}.${Math.floor(random() * 250)}.${1 + Math.floor(random() * 250)}`,
      label: `${key} ${label}`,
    });
  }
  return requests;
}
