// GET /metrics (decisions.md "Running it"): the token or loopback rule, Prometheus text that
// parses, the requests histogram by route pattern, and the bookings and outbox figures moving.
import { describe, expect, it } from 'vitest';
import type { BuiltApp } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { postBooking, validDraft } from '../bookings/testing';

const TOKEN = 'metrics-token-for-tests-0123456789';
const [withToken, loopbackOnly] = await Promise.all([
  createTestApp({ METRICS_TOKEN: TOKEN }),
  createTestApp(),
]);

const scrape = (app: BuiltApp, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The text exposition format, line by line: # HELP / # TYPE, then `name{labels} value`. */
function parse(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') types.set(comment[2]!, comment[3]!);
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|[+-]Inf)$/i.exec(
      line,
    );
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    // Prometheus reads NaN and Inf in any case (prom-client writes Nan).
    const raw = sample[3]!.toLowerCase();
    const value =
      raw === 'nan'
        ? NaN
        : raw.endsWith('inf')
          ? Number(raw.replace('inf', 'Infinity'))
          : Number(raw);
    samples.push({ name: sample[1]!, labels, value });
  }
  return { samples, types };
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the bearer token or with a wrong one, even from loopback', async () => {
    expect((await scrape(withToken)).statusCode).toBe(401);
    const wrong = await scrape(withToken, { authorization: 'Bearer not-the-token-at-all-00000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: expect.stringContaining('authorization') });
  });

  it('answers Prometheus text to the token, from anywhere', async () => {
    const res = await scrape(withToken, { authorization: `Bearer ${TOKEN}` }, '203.0.113.9');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const { samples, types } = parse(res.body);
    expect(types.get('http_request_duration_seconds')).toBe('histogram');
    expect(types.get('bookings_created_total')).toBe('counter');
    expect(types.get('outbox_messages')).toBe('gauge');
    expect(types.get('database_pool_connections')).toBe('gauge');
    // Event-loop delay from Node's monitorEventLoopDelay (prom-client's default metrics).
    expect(types.get('nodejs_eventloop_lag_p99_seconds')).toBe('gauge');
    expect(samples.some((s) => s.name === 'process_resident_memory_bytes')).toBe(true);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers loopback and refuses anyone else, or a proxied request, with 403', async () => {
    expect((await scrape(loopbackOnly)).statusCode).toBe(200);
    expect((await scrape(loopbackOnly, {}, '::1')).statusCode).toBe(200);
    expect((await scrape(loopbackOnly, {}, '203.0.113.9')).statusCode).toBe(403);
    const proxied = await scrape(loopbackOnly, { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
  });

  it('counts a booking, times requests by route pattern and counts the outbox', async () => {
    const before = parse((await scrape(loopbackOnly)).body).samples;
    const created = await postBooking(loopbackOnly, validDraft());
    expect(created.statusCode).toBe(201);
    const id = created.json<{ reference: string }>().reference;
    await loopbackOnly.inject({ method: 'GET', url: `/api/products/no-such-product-${id}` });
    const after = parse((await scrape(loopbackOnly)).body).samples;

    expect(
      valueOf(after, 'bookings_created_total') - valueOf(before, 'bookings_created_total'),
    ).toBe(1);
    const booking = { route: '/api/bookings', method: 'POST', status: '201' };
    expect(
      valueOf(after, 'http_request_duration_seconds_count', booking) -
        valueOf(before, 'http_request_duration_seconds_count', booking),
    ).toBe(1);
    expect(
      after.some((s) => s.name === 'http_request_duration_seconds_bucket' && s.labels.le === '0.1'),
    ).toBe(true);
    // The raw URL (with its id) never becomes a label.
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes(id)))).toBe(false);
    // A cash booking's confirmation waits in the outbox (no SMTP_URL here).
    expect(
      valueOf(after, 'outbox_messages', { channel: 'email', status: 'pending' }),
    ).toBeGreaterThan(valueOf(before, 'outbox_messages', { channel: 'email', status: 'pending' }));
    expect(valueOf(after, 'database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
      1,
    );
  });
});
