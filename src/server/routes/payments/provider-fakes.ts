// Local fakes of the few Stripe and Square endpoints the gateways call, for the API tests: a
// node:http server on 127.0.0.1 that records every request (path, body, idempotency key) and
// answers like the provider, replaying the first answer for a repeated idempotency key. An outage
// makes the next calls to one endpoint fail as an unreachable provider does: no answer kept.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type FakeCall = {
  method: string;
  path: string;
  /** Stripe: the form fields (flattened keys like metadata[bookingId]); Square: the JSON body. */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type Handler = (call: FakeCall) => { status: number; body: unknown };

async function startFake(handler: Handler) {
  const calls: FakeCall[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const outages = new Map<string, number>();
  // What runs while a call is in flight, before the fake answers (payments/pipeline.test.ts).
  let during: ((call: FakeCall) => Promise<void>) | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      const body: Record<string, unknown> = text
        ? isJson
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text))
        : {};
      const url = new URL(req.url ?? '/', 'http://fake');
      const headerKey = req.headers['idempotency-key'];
      const bodyKey = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
      const call: FakeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        body,
        idempotencyKey: typeof headerKey === 'string' ? headerKey : bodyKey,
        authorization: req.headers.authorization,
      };
      calls.push(call);
      void (during?.(call) ?? Promise.resolve()).finally(() => respond(call, res));
    });
  });
  const respond = (call: FakeCall, res: ServerResponse) => {
    const down = outages.get(`${call.method} ${call.path}`) ?? 0;
    if (down > 0) {
      outages.set(`${call.method} ${call.path}`, down - 1);
      // Stripe's SDK would retry a 503 itself; this header tells it not to, as Stripe can.
      res.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Service unavailable' } }));
      return;
    }
    const replayKey = call.idempotencyKey && `${call.method} ${call.path} ${call.idempotencyKey}`;
    const answer = (replayKey && answered.get(replayKey)) || handler(call);
    if (replayKey) answered.set(replayKey, answer);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  /** The next `times` calls to `method path` answer 503 and keep no answer for their key. */
  const outage = (method: string, path: string, times = 1) =>
    outages.set(`${method} ${path}`, times);
  /** Runs `hook` during every call, before the answer (undefined: answer at once). */
  const whileInFlight = (hook: ((call: FakeCall) => Promise<void>) | undefined) => {
    during = hook;
  };
  return { port, calls, outage, whileInFlight };
}

/** POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/refunds. */
export async function startFakeStripe() {
  const intents = new Map<string, Record<string, unknown>>();
  let next = 0;
  const fake = await startFake((call) => {
    if (call.method === 'POST' && call.path === '/v1/payment_intents') {
      next += 1;
      const id = `pi_fake${next}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(call.body.amount),
        amount_received: 0,
        currency: call.body.currency,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake${next}`,
        metadata: { bookingId: call.body['metadata[bookingId]'] },
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(call.path);
    if (call.method === 'GET' && retrieve) {
      const intent = intents.get(retrieve[1] ?? '');
      return intent
        ? { status: 200, body: intent }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such intent' } },
          };
    }
    if (call.method === 'POST' && call.path === '/v1/refunds') {
      next += 1;
      return {
        status: 200,
        body: {
          id: `re_fake${next}`,
          object: 'refund',
          amount: Number(call.body.amount),
          payment_intent: call.body.payment_intent,
          status: 'succeeded',
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown' } } };
  });
  return {
    ...fake,
    api: { host: '127.0.0.1', port: fake.port, protocol: 'http' as const },
    callsTo: (method: string, path: string) =>
      fake.calls.filter((c) => c.method === method && c.path === path),
  };
}

/** POST /v2/payments (a declined token answers 402 CARD_DECLINED), POST /v2/refunds. */
export async function startFakeSquare() {
  let next = 0;
  const fake = await startFake((call) => {
    if (call.method === 'POST' && call.path === '/v2/payments') {
      if (call.body.source_id === 'cnon:card-nonce-declined') {
        return {
          status: 402,
          body: {
            errors: [
              { category: 'PAYMENT_METHOD_ERROR', code: 'CARD_DECLINED', detail: 'Card declined.' },
            ],
          },
        };
      }
      next += 1;
      return {
        status: 200,
        body: {
          payment: {
            id: `sq_pay_${next}`,
            status: 'COMPLETED',
            amount_money: call.body.amount_money,
            reference_id: call.body.reference_id,
          },
        },
      };
    }
    if (call.method === 'POST' && call.path === '/v2/refunds') {
      next += 1;
      return {
        status: 200,
        body: {
          refund: {
            id: `sq_re_${next}`,
            status: 'PENDING',
            payment_id: call.body.payment_id,
            amount_money: call.body.amount_money,
          },
        },
      };
    }
    return {
      status: 404,
      body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] },
    };
  });
  return {
    ...fake,
    baseUrl: `http://127.0.0.1:${fake.port}`,
    callsTo: (method: string, path: string) =>
      fake.calls.filter((c) => c.method === method && c.path === path),
  };
}
