// A Server-Sent Events client for the live-update tests: a streaming fetch (as the staff screens
// read /api/events, with the token in a header) against a listening server, parsed into events.
export type StreamEvent = { id?: string; event?: string; data?: string; comment?: string };

export type OpenedStream = {
  status: number;
  headers: Headers;
  /** Every event and comment read so far, in order. */
  events: StreamEvent[];
  /** The first event (read so far or later) that `match` accepts, within `timeoutMs`. */
  next: (match: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

function parseBlock(block: string): StreamEvent {
  const event: StreamEvent = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) event.comment = line.slice(1).trim();
    const [, field, value] = /^(id|event|data): ?(.*)$/.exec(line) ?? [];
    if (field === 'id' || field === 'event') event[field] = value;
    if (field === 'data') event.data = event.data === undefined ? value : `${event.data}\n${value}`;
  }
  return event;
}

export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenedStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let done = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          events.push(parseBlock(buffered.slice(0, end)));
          buffered = buffered.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by close(): the test is done with it.
    } finally {
      done = true;
      wake();
    }
  })();
  const next = (match: (event: StreamEvent) => boolean, timeoutMs = 2_000) =>
    new Promise<StreamEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (found) finish(() => resolve(found));
        else if (done) finish(() => reject(new Error('The stream ended first')));
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`No such event within ${timeoutMs} ms`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });
  return {
    status: response.status,
    headers: response.headers,
    events,
    next,
    ended,
    close: () => abort.abort(),
  };
}

/** The booking an event carries. */
export const dataOf = <T = Record<string, unknown>>(event: StreamEvent): T =>
  JSON.parse(event.data ?? 'null') as T;
