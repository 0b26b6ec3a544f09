// A booking with room photos as data URLs is up to 36 MB of JSON. Parsing it, decoding five
// base64 photos and hashing them holds a thread for about half a second (measured: JSON.parse
// 275 ms, base64 and checks 190 ms), so bodies past LARGE_BODY_BYTES are parsed by a worker
// thread; the event loop gets back a small draft and the photo bytes, moved without a copy.
import { Worker } from 'node:worker_threads';
import { decodePhotoDataUrl, type PhotoCandidate } from './photo-data-url';

/** Smaller bodies are parsed on the event loop: a few milliseconds, less than a worker trip. */
export const LARGE_BODY_BYTES = 512 * 1024;
/** The worker exits when idle this long, handing its memory back. */
const IDLE_MS = 5_000;

export type ParsedLargeBody = { body: unknown; photos: PhotoCandidate[] | undefined };

type Job = { resolve: (v: ParsedLargeBody) => void; reject: (e: Error) => void };
type Reply =
  | { id: number; ok: true; body: unknown; photos: PhotoCandidate[] | undefined }
  | { id: number; ok: false; error: string };

/**
 * The worker's source. It replaces each data URL of `roomPhotos` by a short stand-in naming the
 * photo's SHA-256 (so the Idempotency-Key hash still covers the photos) and sends the bytes.
 */
function workerMain(decode: typeof decodePhotoDataUrl, maxPhotos: number, maxBytes: number) {
  // Not `require`: a bundler rewrites it, and this function runs as source text in the worker.
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  const { createHash } = process.getBuiltinModule('node:crypto');
  // Fastify's own JSON parser refuses these keys too (prototype poisoning).
  const reviver = (key: string, value: unknown) => {
    if (key === '__proto__') throw new SyntaxError('forbidden __proto__ key');
    if (key === 'constructor' && value && typeof value === 'object' && 'prototype' in value) {
      throw new SyntaxError('forbidden constructor.prototype key');
    }
    return value;
  };
  parentPort!.on('message', ({ id, buffer }: { id: number; buffer: ArrayBuffer }) => {
    try {
      const body = JSON.parse(Buffer.from(buffer).toString('utf8'), reviver) as unknown;
      const draft = body as { roomPhotos?: unknown };
      const list = draft && typeof draft === 'object' ? draft.roomPhotos : undefined;
      let photos: PhotoCandidate[] | undefined;
      // Anything else (too many, not strings) is left for the schema to name.
      if (
        Array.isArray(list) &&
        list.length <= maxPhotos &&
        list.every((item) => typeof item === 'string')
      ) {
        photos = list.map((dataUrl: string) => decode(dataUrl, maxBytes));
        draft.roomPhotos = photos.map((photo) =>
          'bytes' in photo
            ? `(photo sha256 ${createHash('sha256').update(photo.bytes).digest('hex')})`
            : `(photo refused: ${photo.refusal})`,
        );
      }
      // Each photo gets an ArrayBuffer of its own so that it moves instead of being copied.
      const owned = photos?.map((photo) =>
        'bytes' in photo ? { bytes: new Uint8Array(photo.bytes) } : photo,
      );
      const transfer = (owned ?? []).flatMap((p) => ('bytes' in p ? [p.bytes.buffer] : []));
      parentPort!.postMessage({ id, ok: true, body, photos: owned }, transfer as ArrayBuffer[]);
    } catch (error) {
      parentPort!.postMessage({ id, ok: false, error: (error as Error).name });
    }
  });
}

/** A running worker and the jobs it owes answers to (each worker its own: see `fail`). */
type Running = { thread: Worker; pending: Map<number, Job> };

let worker: Running | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let nextId = 1;

function startWorker(maxPhotos: number, maxBytes: number): Running {
  // `__name`: tsx and esbuild may wrap functions in this helper to keep their names.
  const source = `var __name = (f) => f;
(${workerMain.toString()})((${decodePhotoDataUrl.toString()}), ${maxPhotos}, ${maxBytes});`;
  const thread = new Worker(source, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  const started: Running = { thread, pending: new Map() };
  thread.unref();
  thread.on('message', (reply: Reply) => {
    const job = started.pending.get(reply.id);
    started.pending.delete(reply.id);
    if (!job) return;
    if (reply.ok) job.resolve({ body: reply.body, photos: reply.photos });
    else
      job.reject(reply.error === 'SyntaxError' ? new SyntaxError('body') : new Error(reply.error));
    if (started.pending.size === 0 && worker === started) scheduleExit();
  });
  // Only this worker's own jobs fail with it: an idle worker that exits after a new one took
  // over (the idle timer) must not reject the new one's jobs.
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const job of started.pending.values()) job.reject(error);
    started.pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', () => fail(new Error('the large-body worker stopped')));
  return started;
}

function scheduleExit() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (!worker || worker.pending.size > 0) return;
    const idle = worker;
    worker = undefined;
    void idle.thread.terminate();
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Parses a large booking body off the event loop. Malformed JSON rejects with a SyntaxError
 * (the error handler's "body: Malformed JSON").
 */
export function parseLargeBookingBody(
  raw: Buffer,
  limits: { maxPhotos: number; maxBytes: number },
): Promise<ParsedLargeBody> {
  clearTimeout(idleTimer);
  const running = (worker ??= startWorker(limits.maxPhotos, limits.maxBytes));
  const id = nextId++;
  // A body of its own ArrayBuffer moves to the worker; a slice of a shared one is copied first.
  const buffer =
    raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength
      ? (raw.buffer as ArrayBuffer)
      : new Uint8Array(raw).buffer;
  return new Promise<ParsedLargeBody>((resolve, reject) => {
    running.pending.set(id, { resolve, reject });
    running.thread.postMessage({ id, buffer }, [buffer]);
  });
}
