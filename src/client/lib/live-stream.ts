// The live update streams' reader (issue 30, docs/decisions/040-live-screens.md): one Server-Sent
// Events stream read with a streaming fetch (EventSource cannot send the staff token), parsed by
// eventsource-parser, reconnected with growing waits and resumed with Last-Event-ID. Imported only
// by the staff and manage pages, which are lazy chunks: the landing page never loads it.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/** How a stream is doing: `connected` while its body is being read. */
export type LiveState = 'connecting' | 'connected' | 'retrying' | 'stopped';

export type LiveStreamOptions = {
  url: string;
  /** The staff member's token, sent as `authorization: Bearer ...`. */
  token?: string | null;
  /** One `event: booking` (or any named event), its data parsed as JSON. */
  onEvent: (name: string, data: unknown, id: string | undefined) => void;
  /** Every change of state; `reconnected` is true when a break came before (data may be missed). */
  onState?: (state: LiveState, reconnected: boolean) => void;
  /** Ends the stream for good (unmount, logout). */
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** The waits between attempts, for tests. */
  backoff?: { firstMs: number; maxMs: number };
};

/**
 * Answers that no retry will change: the link is wrong, the token was refused, or the booking is
 * finished (410, docs/decisions/053). A 429 or 503 (too many streams) is retried with the waits.
 */
const FINAL_STATUSES = new Set([400, 401, 403, 404, 410]);

/** The wait before attempt `n` (0-based) after a break: doubling from firstMs up to maxMs. */
export function retryDelay(attempt: number, firstMs = 1_000, maxMs = 30_000): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(attempt, 20));
}

/**
 * Feeds a stream's text chunks to the parser and hands on each event's name, parsed data and id.
 * Comments (the heartbeats) and events whose data is not JSON are skipped.
 */
export function sseReader(
  onEvent: (name: string, data: unknown, id: string | undefined) => void,
): (chunk: string) => void {
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      onEvent(message.event ?? 'message', data, message.id);
    },
  });
  return (chunk) => parser.feed(chunk);
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Reads the stream until `signal` aborts or the server refuses it (401, 403, 404): each break
 * (network, server restart, end of body) is followed by a new attempt after retryDelay, with the
 * last event id seen as Last-Event-ID so the server replays what was missed.
 */
export async function runLiveStream(options: LiveStreamOptions): Promise<void> {
  const { signal, onState } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const firstMs = options.backoff?.firstMs ?? 1_000;
  const maxMs = options.backoff?.maxMs ?? 30_000;
  let lastEventId: string | undefined;
  let failures = 0;
  let broken = false;

  while (!signal.aborted) {
    onState?.(failures === 0 ? 'connecting' : 'retrying', broken);
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (lastEventId) headers['last-event-id'] = lastEventId;
      const response = await doFetch(options.url, {
        headers,
        credentials: 'include',
        cache: 'no-store',
        signal,
      });
      if (FINAL_STATUSES.has(response.status)) {
        void response.body?.cancel();
        break;
      }
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        void response.body?.cancel();
        throw new Error(`live stream answered ${response.status}`);
      }
      onState?.('connected', broken);
      failures = 0;
      const feed = sseReader((name, data, id) => {
        if (id) lastEventId = id;
        options.onEvent(name, data, id);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(value);
      }
    } catch {
      // A dropped connection or an abort: retried below unless aborted.
    }
    if (signal.aborted) break;
    broken = true;
    onState?.('retrying', broken);
    await waitFor(retryDelay(failures, firstMs, maxMs), signal);
    failures += 1;
  }
  onState?.('stopped', broken);
}

/**
 * How many streams on this page are connected: polling is the fallback while none is. Kept here
 * rather than with lib/external-store.ts, which the first load holds: importing it from this lazy
 * chunk would add an export to the landing page's script (docs/decisions/040).
 */
const connectedStreams = (() => {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    add(delta: number) {
      value += delta;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
})();

/** Whether a live stream is connected on this page (the lists then stop polling). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    connectedStreams.subscribe,
    () => connectedStreams.get() > 0,
    () => false,
  );
}

/**
 * Keeps one stream open while mounted and `url` is set (null: none, e.g. signed out). Events go
 * to the latest `onEvent`. `onConnected` runs each time the stream opens: the screen reads its
 * data again, since a change made before the stream listened (between the screen's first read
 * and the stream's start, or during a break) reaches it through no event.
 */
export function useLiveStream(
  url: string | null,
  token: string | null | undefined,
  onEvent: (name: string, data: unknown) => void,
  onConnected?: () => void,
): void {
  const handlers = useRef({ onEvent, onConnected });
  useEffect(() => {
    handlers.current = { onEvent, onConnected };
  });
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    let counted = false;
    const count = (connected: boolean) => {
      if (connected === counted) return;
      counted = connected;
      connectedStreams.add(connected ? 1 : -1);
    };
    void runLiveStream({
      url,
      token: token ?? null,
      signal: controller.signal,
      onEvent: (name, data) => handlers.current.onEvent(name, data),
      onState: (state) => {
        count(state === 'connected');
        if (state === 'connected') handlers.current.onConnected?.();
      },
    });
    return () => {
      controller.abort();
      count(false);
    };
  }, [url, token]);
}
