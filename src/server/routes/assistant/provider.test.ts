// The OpenAI-compatible provider path against a local fake of the chat-completions API: the
// model's tool calls run the product's tools, the engine prices, and any failure falls back to
// the built-in assistant (decisions.md "Assistant").
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { customerOf } from './assistant-fixtures';
import { completionsUrl, providerTurn } from './provider';

interface ChatRequest {
  model: string;
  messages: { role: string; content?: string | null; tool_call_id?: string }[];
  tools: { function: { name: string } }[];
}

/** What the fake answers next: a chat-completions body, an HTTP status, or silence. */
type Step = { body: unknown } | { status: number } | { hang: true };
const script: Step[] = [];
const received: { auth: string | undefined; url: string | undefined; body: ChatRequest }[] = [];

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    received.push({
      auth: request.headers.authorization,
      url: request.url,
      body: JSON.parse(raw) as ChatRequest,
    });
    const step = script.shift() ?? { status: 500 };
    if ('hang' in step) return;
    if ('status' in step) {
      response.writeHead(step.status).end('{"error":"fake failure"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(step.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const app = await createTestApp({
  ASSISTANT_API_URL: base,
  ASSISTANT_API_KEY: 'sk-test',
  ASSISTANT_MODEL: 'fake-model',
});

const toolCall = (id: string, name: string, args: unknown) => ({
  body: {
    choices: [
      {
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            { id, type: 'function', function: { name, arguments: JSON.stringify(args) } },
          ],
        },
      },
    ],
  },
});
const answer = (content: string) => ({
  body: { choices: [{ message: { role: 'assistant', content } }] },
});

const say = customerOf(app);

const TWO_65_ON_BRICK_WIRED = {
  tvs: [
    { tvSize: '56-65', wallType: 'brick', wireInWall: true },
    { tvSize: '56-65', wallType: 'brick', wireInWall: true },
  ],
};

beforeEach(() => {
  script.length = 0;
  received.length = 0;
});

describe('the provider path', () => {
  it('sends the model, key and tools, runs the quote tool and answers with the engine price', async () => {
    script.push(
      toolCall('call_1', 'quote_price', TWO_65_ON_BRICK_WIRED),
      answer('Two 65" TVs on brick with the wires in the wall come to $547.16.'),
    );
    const { reply } = await say('how much for two 65 inch TVs on brick with the wires hidden?');
    expect(reply.text).toBe('Two 65" TVs on brick with the wires in the wall come to $547.16.');
    expect(reply.quote?.totalCents).toBe(54716);

    expect(received).toHaveLength(2);
    const [first, second] = received;
    expect(first?.url).toBe('/v1/chat/completions');
    expect(first?.auth).toBe('Bearer sk-test');
    expect(first?.body.model).toBe('fake-model');
    expect(first?.body.tools.map((tool) => tool.function.name)).toEqual([
      'quote_price',
      'open_windows',
      'business_facts',
      'open_booking_form',
    ]);
    // The tool's answer went back to the model: the engine's breakdown.
    const toolMessage = second?.body.messages.find((m) => m.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toMatchObject({ totalCents: 54716 });
  });

  it('open_windows and open_booking_form give the reply real slots and the booking form', async () => {
    script.push(
      toolCall('q', 'quote_price', { tvs: [{ tvSize: '44-55', wallType: 'drywall_studs' }] }),
      answer('That is $128.99.'),
    );
    const priced = await say('price for one 55 inch tv');
    expect(priced.reply.quote?.totalCents).toBe(12899);

    script.push(toolCall('w', 'open_windows', {}), answer('Here are the open windows.'));
    const windows = await say('when can you come?', priced.conversationId);
    const [slot] = windows.reply.slots ?? [];
    expect(slot).toBeDefined();

    script.push(
      toolCall('b', 'open_booking_form', { date: slot?.date, time: slot?.time }),
      answer('I opened the booking form.'),
    );
    const book = await say('book it', priced.conversationId);
    expect(book.reply.form).toBe('booking');
    expect(book.reply.slots).toEqual([slot]);
    const draft = await app.inject({
      method: 'GET',
      url: `/api/assistant/conversations/${priced.conversationId}/booking-draft`,
    });
    expect(draft.json()).toMatchObject({ slot, quote: { totalCents: 12899 } });
  });

  it('a price the engine did not give is never shown: the engine breakdown replaces it', async () => {
    script.push(
      toolCall('call_1', 'quote_price', TWO_65_ON_BRICK_WIRED),
      answer('That will be about $400.'),
    );
    const { reply } = await say('two 65s on brick, wires hidden?');
    expect(reply.text).not.toContain('$400');
    expect(reply.text).toContain('Total: $547.16');
  });

  it('a price without any quote call is replaced by the phone number', async () => {
    script.push(answer('Mounting on glass is $250.'));
    const { reply } = await say('can you mount on glass?');
    expect(reply.text).not.toContain('$250');
    expect(reply.text).toContain('(704) 555-0186');
    expect(reply.quote).toBeUndefined();
  });

  it('falls back to the built-in assistant when the provider answers an HTTP error', async () => {
    script.push({ status: 500 });
    const { reply } = await say('how much for two 65 inch TVs on brick with the wires hidden?');
    expect(received).toHaveLength(1);
    expect(reply.quote?.totalCents).toBe(54716);
    expect(reply.text).toContain('Total: $547.16');
  });

  it('falls back when the provider answers nonsense', async () => {
    script.push({ body: { nothing: true } });
    const { reply } = await say('what are your hours?');
    expect(reply.text).toContain('8AM-8PM');
  });

  it('a provider that never answers times out', async () => {
    script.push({ hang: true });
    const started = Date.now();
    await expect(
      providerTurn(
        { url: base, model: 'fake-model', timeoutMs: 300 },
        app.ctx.db,
        'hello',
        { history: [] },
        new Date(),
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('completionsUrl', () => {
  it.each([
    ['http://h/v1', 'http://h/v1/chat/completions'],
    ['http://h/v1/', 'http://h/v1/chat/completions'],
    ['http://h/v1/chat/completions', 'http://h/v1/chat/completions'],
  ])('%s -> %s', (input, output) => expect(completionsUrl(input)).toBe(output));
});
