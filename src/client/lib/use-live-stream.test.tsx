// @vitest-environment jsdom
// The stream hook (issue 30): connected while the body is read, events handed on, the screen's
// data read again at each opening, and the request aborted at unmount (a sign-out unmounts the
// dashboard); the lists' polling runs only while no stream is connected.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStreamedRefetchInterval } from '@/client/components/staff/live-query';
import { useLiveStream } from './live-stream';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Screen(props: {
  onEvent: (name: string, data: unknown) => void;
  onConnected: () => void;
}) {
  useLiveStream('/api/events', 'tok', props.onEvent, props.onConnected);
  const interval = useStreamedRefetchInterval();
  return <p>polling: {String(interval)}</p>;
}

describe('useLiveStream', () => {
  it('streams while mounted, stops polling meanwhile, and aborts at unmount', async () => {
    let push: (text: string) => void = () => undefined;
    let aborted = false;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      init.signal?.addEventListener('abort', () => {
        aborted = true;
      });
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
          init.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onEvent = vi.fn();
    const onConnected = vi.fn();

    const { unmount } = render(<Screen onEvent={onEvent} onConnected={onConnected} />);
    await screen.findByText('polling: false');
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({
      authorization: 'Bearer tok',
    });

    push('id: 5\nevent: booking\ndata: {"id":1,"status":"in_progress"}\n\n');
    await waitFor(() =>
      expect(onEvent).toHaveBeenCalledWith('booking', { id: 1, status: 'in_progress' }),
    );

    unmount();
    expect(aborted).toBe(true);
    // With no stream left, a list polls again.
    render(<Screen onEvent={vi.fn()} onConnected={vi.fn()} />);
    expect(screen.getByText('polling: 30000')).toBeTruthy();
  });
});
