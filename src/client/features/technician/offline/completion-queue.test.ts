// A whole completion kept on the phone (docs/decisions/043): its photo blobs survive a reload in
// IndexedDB; its replay uploads the photos, then posts the completion with the key made at the
// tap; a dropped connection midway resumes without uploading a photo twice; a refusal is kept.
import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompletionChange } from '../api/complete-job';
import { createChangeQueue, withWaitingChanges } from './change-queue';
import { sendQueuedChange } from './use-offline-changes';

let stores = 0;
const freshQueue = () => createChangeQueue(createStore(`completion-test-${++stores}`, 'queue'));

const completion = (photoCount: number): CompletionChange => ({
  completion: {
    fields: {
      note: 'Mounted on studs',
      signature: 'data:image/png;base64,AAAA',
      collectedCents: 24900,
    },
    photos: Array.from({ length: photoCount }, (_, i) => ({
      blob: new Blob([`photo ${i}`], { type: 'image/jpeg' }),
      uploadId: null,
    })),
  },
});

type Call = { method: string; url: string; key: string | null; body: unknown };

/** A fake server: a photo's upload id names its bytes; `fail` decides a call's fate first. */
function fakeServer(
  fail: (call: Call, index: number) => Response | Error | undefined = () => undefined,
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: Call = {
        method: init.method ?? 'GET',
        url,
        key: headers['idempotency-key'] ?? null,
        body: init.body instanceof Blob ? await init.body.text() : JSON.parse(String(init.body)),
      };
      const outcome = fail(call, calls.length);
      calls.push(call);
      if (outcome instanceof Error) throw outcome;
      if (outcome) return outcome;
      if (url.startsWith('/api/job-photos')) {
        return Response.json(
          { id: `id-of-${String(call.body)}`, contentType: 'image/jpeg' },
          { status: 201 },
        );
      }
      return Response.json({ id: 12, status: 'completed' });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('a completion in the offline queue', () => {
  it('keeps its photo blobs across a reload', async () => {
    const store = createStore(`completion-test-${++stores}`, 'queue');
    await createChangeQueue(store).add({
      key: 'k1',
      technicianId: 7,
      bookingId: 12,
      change: completion(2),
    });
    const reloaded = createChangeQueue(store);
    await reloaded.load();
    const [entry] = reloaded.snapshot();
    if (!entry || !('completion' in entry.change)) throw new Error('no completion kept');
    const blob = entry.change.completion.photos[1]?.blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob?.text()).toBe('photo 1');
  });

  it('uploads the photos, then posts the completion with their ids and the same key', async () => {
    const queue = freshQueue();
    await queue.add({ key: 'k1', technicianId: 7, bookingId: 12, change: completion(2) });
    const calls = fakeServer();
    const result = await queue.replay((entry) => sendQueuedChange('tok', entry, queue), 7);
    expect(result).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/job-photos?bookingId=12',
      'POST /api/job-photos?bookingId=12',
      'POST /api/bookings/12/completion',
    ]);
    expect(calls.map((c) => c.body)).toEqual([
      'photo 0',
      'photo 1',
      {
        note: 'Mounted on studs',
        signature: 'data:image/png;base64,AAAA',
        collectedCents: 24900,
        photoIds: ['id-of-photo 0', 'id-of-photo 1'],
      },
    ]);
    expect(calls[2]?.key).toBe('k1');
    expect(queue.snapshot()).toEqual([]);
  });

  it('after a dropped connection, sends only what the server does not have yet', async () => {
    const queue = freshQueue();
    await queue.add({ key: 'k1', technicianId: 7, bookingId: 12, change: completion(2) });
    // The second photo's upload gets no answer.
    const first = fakeServer((_, index) =>
      index === 1 ? new TypeError('Failed to fetch') : undefined,
    );
    const stopped = await queue.replay((entry) => sendQueuedChange('tok', entry, queue), 7);
    expect(stopped).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(first).toHaveLength(2);
    const [kept] = queue.snapshot();
    if (!kept || !('completion' in kept.change)) throw new Error('no completion kept');
    expect(kept.change.completion.photos.map((p) => p.uploadId)).toEqual(['id-of-photo 0', null]);

    const second = fakeServer();
    await queue.replay((entry) => sendQueuedChange('tok', entry, queue), 7);
    expect(second.map((c) => c.url)).toEqual([
      '/api/job-photos?bookingId=12',
      '/api/bookings/12/completion',
    ]);
    expect(second[0]?.body).toBe('photo 1');
    expect(second[1]).toMatchObject({
      key: 'k1',
      body: { photoIds: ['id-of-photo 0', 'id-of-photo 1'] },
    });
    expect(queue.snapshot()).toEqual([]);
  });

  it("keeps a refused completion with the server's message", async () => {
    const queue = freshQueue();
    await queue.add({ key: 'k1', technicianId: 7, bookingId: 12, change: completion(0) });
    fakeServer(() =>
      Response.json(
        {
          message: 'signature: Ask the customer to sign',
          fieldErrors: { signature: 'Ask the customer to sign' },
        },
        { status: 400 },
      ),
    );
    const result = await queue.replay((entry) => sendQueuedChange('tok', entry, queue), 7);
    expect(result).toEqual({ sent: 0, refused: 1, stopped: false });
    expect(queue.snapshot()).toMatchObject([
      { key: 'k1', refusal: 'signature: Ask the customer to sign' },
    ]);
  });

  it('shows the job as done (and paid, when money was collected) while it waits', async () => {
    const queue = freshQueue();
    await queue.add({ key: 'k1', technicianId: 7, bookingId: 12, change: completion(0) });
    const job = { id: 12, status: 'in_progress', enRouteAt: null, paymentStatus: 'unpaid' };
    expect(withWaitingChanges(job, queue.snapshot())).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
    });
    const absent: CompletionChange = {
      completion: { fields: { customerAbsent: true }, photos: [] },
    };
    await queue.add({ key: 'k2', technicianId: 7, bookingId: 13, change: absent });
    expect(withWaitingChanges({ ...job, id: 13 }, queue.snapshot())).toMatchObject({
      status: 'completed',
      paymentStatus: 'unpaid',
    });
  });
});
