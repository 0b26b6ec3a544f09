// The offline queue (docs/decisions/041): tap order kept, replayed in order, a refusal kept with
// the server's message until dismissed, a network failure stops the replay for later.
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/client/lib/api-client';
import { createChangeQueue, withWaitingChanges, type QueuedChange } from './change-queue';

let stores = 0;
const freshStore = () => createStore(`queue-test-${++stores}`, 'queue');

const refusal = (status: number, message: string) =>
  new ApiRequestError(status, JSON.stringify({ message }), { message }, 'Conflict');

const entry = (key: string, bookingId: number, technicianId = 7) => ({
  key,
  technicianId,
  bookingId,
  change: { enRoute: true } as const,
});

describe('the offline change queue', () => {
  it('keeps the tap order and survives a reload (IndexedDB)', async () => {
    const store = freshStore();
    const queue = createChangeQueue(store);
    await queue.add(entry('a', 1));
    await queue.add({ ...entry('b', 2), change: { status: 'in_progress' } });
    await queue.add({ ...entry('c', 1), change: { paymentStatus: 'paid' } });
    const reloaded = createChangeQueue(store);
    await reloaded.load();
    expect(reloaded.snapshot().map((e) => e.key)).toEqual(['a', 'b', 'c']);
  });

  it('replays in order with each key, and empties the queue', async () => {
    const queue = createChangeQueue(freshStore());
    await queue.add(entry('a', 1));
    await queue.add(entry('b', 2));
    await queue.add(entry('c', 3));
    const sent: string[] = [];
    const result = await queue.replay(async (e) => void sent.push(e.key), 7);
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(result).toEqual({ sent: 3, refused: 0, stopped: false });
    expect(queue.snapshot()).toEqual([]);
  });

  it('stops at a network failure and sends the rest, from the same one, next time', async () => {
    const queue = createChangeQueue(freshStore());
    await queue.add(entry('a', 1));
    await queue.add(entry('b', 2));
    const tried: string[] = [];
    const first = await queue.replay(async (e) => {
      tried.push(e.key);
      if (e.key === 'b') throw new TypeError('Failed to fetch');
    }, 7);
    expect(first).toEqual({ sent: 1, refused: 0, stopped: true });
    expect(queue.snapshot().map((e) => e.key)).toEqual(['b']);
    // A 5xx or a 401 is also tried again later.
    const second = await queue.replay(async () => {
      throw refusal(503, 'Unavailable');
    }, 7);
    expect(second.stopped).toBe(true);
    const third = await queue.replay(async (e) => void tried.push(e.key), 7);
    expect(third).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(tried).toEqual(['a', 'b', 'b']);
  });

  it('keeps a refused change with the server message, goes on with the next, until dismissed', async () => {
    const queue = createChangeQueue(freshStore());
    await queue.add(entry('a', 1));
    await queue.add(entry('b', 2));
    const sent: string[] = [];
    const result = await queue.replay(async (e) => {
      if (e.key === 'a') throw refusal(409, 'This booking was cancelled by the office');
      sent.push(e.key);
    }, 7);
    expect(result).toEqual({ sent: 1, refused: 1, stopped: false });
    expect(sent).toEqual(['b']);
    expect(queue.snapshot()).toMatchObject([
      { key: 'a', refusal: 'This booking was cancelled by the office' },
    ]);
    // A refused change is not sent again.
    expect((await queue.replay(async () => void sent.push('again'), 7)).sent).toBe(0);
    await queue.dismiss('a');
    expect(queue.snapshot()).toEqual([]);
  });

  it("sends only the signed-in technician's changes", async () => {
    const queue = createChangeQueue(freshStore());
    await queue.add(entry('mine', 1, 7));
    await queue.add(entry('theirs', 2, 8));
    const sent: string[] = [];
    await queue.replay(async (e) => void sent.push(e.key), 7);
    expect(sent).toEqual(['mine']);
    expect(queue.snapshot().map((e) => e.key)).toEqual(['theirs']);
  });

  it('two replays at once send each change once', async () => {
    const queue = createChangeQueue(freshStore());
    await queue.add(entry('a', 1));
    await queue.add(entry('b', 2));
    const sent: string[] = [];
    const send = async (e: QueuedChange) => void sent.push(e.key);
    await Promise.all([queue.replay(send, 7), queue.replay(send, 7)]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('shows a job as it will be once its waiting changes are sent', async () => {
    const queue = createChangeQueue(freshStore(), () => new Date('2030-01-15T14:00:00Z'));
    await queue.add(entry('a', 1));
    await queue.add({ ...entry('b', 1), change: { status: 'in_progress' } });
    await queue.add({ ...entry('c', 2), change: { paymentStatus: 'paid' } });
    const job = { id: 1, status: 'confirmed', enRouteAt: null, paymentStatus: 'unpaid' };
    expect(withWaitingChanges(job, queue.snapshot())).toEqual({
      id: 1,
      status: 'in_progress',
      enRouteAt: '2030-01-15T14:00:00.000Z',
      paymentStatus: 'unpaid',
    });
  });
});
