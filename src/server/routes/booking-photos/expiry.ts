// Uploads no booking named within UPLOAD_LIFETIME_HOURS are deleted, with their files: at start
// and then every quarter of an hour. Safe on several servers (one DELETE ... RETURNING each).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { deleteExpiredUploads } from '../../services/photos/repository';

const EVERY_MS = 15 * 60_000;

/** Starts the sweeps; the returned function stops them and waits for one under way. */
export function startUploadExpiry(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = deleteExpiredUploads(ctx.db, ctx.photoFiles).then(
      (count) => {
        if (count > 0) log.info({ count }, 'expired room photo uploads deleted');
      },
      (err: unknown) => log.warn({ err }, 'expired room photo uploads could not be deleted'),
    );
  };
  sweep();
  const timer = setInterval(sweep, EVERY_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
