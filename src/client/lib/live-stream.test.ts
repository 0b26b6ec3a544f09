// The live stream reader (issue 30): SSE parsing over split chunks, the back-off, and the
// reconnect with Last-Event-ID against a scripted fetch.
import { describe, expect, it } from 'vitest';
import { retryDelay, runLiveStream, sseReader, type LiveState } from './live-stream';

const read = (chunks: string[]) => {
  const events: { name: string; data: unknown; id: string | undefined }[] = [];
  const feed = sseReader((name, data, id) => events.push({ name, data, id }));
  for (const chunk of chunks) feed(chunk);
  return events;
};

describe('sseReader', () => {
  it.each([
    {
      case: 'one booking event',
      chunks: ['id: 7\nevent: booking\ndata: {"id":1,"status":"confirmed"}\n\n'],
      want: [{ name: 'booking', data: { id: 1, status: 'confirmed' }, id: '7' }],
    },
    {
      case: 'an event split across chunks, mid-line and mid-JSON',
      chunks: ['id: 8\nev', 'ent: booking\ndata: {"id":', '2}\n', '\n'],
      want: [{ name: 'booking', data: { id: 2 }, id: '8' }],
    },
    {
      case: 'heartbeats are comments, not events',
      chunks: [': heartbeat\n\n', 'id: 9\nevent: booking\ndata: {"id":3}\n\n', ': heartbeat\n\n'],
      want: [{ name: 'booking', data: { id: 3 }, id: '9' }],
    },
    {
      case: 'CRLF line ends and two events in one chunk',
      chunks: [
        'id: 1\r\nevent: booking\r\ndata: {"id":4}\r\n\r\nid: 2\nevent: booking\ndata: {"id":5}\n\n',
      ],
      want: [
        { name: 'booking', data: { id: 4 }, id: '1' },
        { name: 'booking', data: { id: 5 }, id: '2' },
      ],
    },
    {
      case: 'data that is not JSON is skipped',
      chunks: ['event: booking\ndata: not json\n\n', 'data: {"ok":true}\n\n'],
      want: [{ name: 'message', data: { ok: true }, id: undefined }],
    },
    {
      case: 'an unfinished event is not handed on',
      chunks: ['id: 3\nevent: booking\ndata: {"id":6}\n'],
      want: [],
    },
  ])('$case', ({ chunks, want }) => {
    expect(read(chunks)).toEqual(want);
  });
});

describe('retryDelay', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, 30_000],
    [50, 30_000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });
});

/** A response whose body is the given SSE text, then ends (a dropped connection). */
const streamResponse = (text: string, status = 200) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

describe('runLiveStream', () => {
  it('sends the token, resumes with the last id after a break, and stops at a refusal', async () => {
    const calls: Record<string, string>[] = [];
    const answers = [
      () => streamResponse('id: 41\nevent: booking\ndata: {"id":1}\n\n'),
      () => {
        throw new TypeError('network down');
      },
      () => streamResponse('id: 42\nevent: booking\ndata: {"id":2}\n\n'),
      () => new Response('{"message":"no"}', { status: 401 }),
    ];
    const events: unknown[] = [];
    const states: [LiveState, boolean][] = [];
    const fakeFetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      return answers[calls.length - 1]!();
    };
    await runLiveStream({
      url: '/api/events',
      token: 'tok',
      signal: new AbortController().signal,
      fetch: fakeFetch as typeof fetch,
      backoff: { firstMs: 1, maxMs: 4 },
      onEvent: (name, data) => events.push([name, data]),
      onState: (state, reconnected) => states.push([state, reconnected]),
    });
    expect(calls).toHaveLength(4);
    expect(calls[0]).toEqual({ accept: 'text/event-stream', authorization: 'Bearer tok' });
    expect(calls[1]?.['last-event-id']).toBe('41');
    expect(calls[2]?.['last-event-id']).toBe('41');
    expect(calls[3]?.['last-event-id']).toBe('42');
    expect(events).toEqual([
      ['booking', { id: 1 }],
      ['booking', { id: 2 }],
    ]);
    expect(states[0]).toEqual(['connecting', false]);
    expect(states[1]).toEqual(['connected', false]);
    // The second connection comes after a break: the screen refetches what it may have missed.
    expect(states).toContainEqual(['connected', true]);
    expect(states.at(-1)?.[0]).toBe('stopped');
  });

  it("stops at a finished booking's 410 and retries a 429 (too many streams from here)", async () => {
    const statuses = [429, 410];
    let calls = 0;
    const fakeFetch = async () =>
      new Response('{"message":"no"}', { status: statuses[calls++] ?? 500 });
    await runLiveStream({
      url: '/api/manage/x/events',
      signal: new AbortController().signal,
      fetch: fakeFetch as typeof fetch,
      backoff: { firstMs: 1, maxMs: 2 },
      onEvent: () => undefined,
    });
    expect(calls).toBe(2);
  });

  it('retries an answer that is not an event stream, and ends when aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const fakeFetch = async () => {
      calls += 1;
      if (calls === 3) controller.abort();
      return new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } });
    };
    const states: LiveState[] = [];
    await runLiveStream({
      url: '/api/manage/x/events',
      signal: controller.signal,
      fetch: fakeFetch as typeof fetch,
      backoff: { firstMs: 1, maxMs: 2 },
      onEvent: () => undefined,
      onState: (state) => states.push(state),
    });
    expect(calls).toBe(3);
    expect(states).not.toContain('connected');
    expect(states.at(-1)).toBe('stopped');
  });
});
