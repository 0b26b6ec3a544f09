// The one place the server repeats work on a timer (docs/decisions/023-background-jobs.md): every
// background job is a named pass run every `intervalMs`. A pass never starts while the previous
// one runs, a failed pass is logged and the next one runs as planned, and stop() clears the
// timers and waits for the pass in flight, so the database is not closed under it. A pass that
// waits on the outside world (a silent webhook receiver) is abandoned at shutdown instead: stop()
// aborts the pass's signal and waits for it at most STOP_WAIT_MS (decisions.md "Shutdown,
// precisely": exit 0 within 10 s; what it was delivering stays leased and is retried, 051).
import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  /** Names the job in the log lines of a failed pass. */
  name: string;
  intervalMs: number;
  /** One pass at start (after `startDelayMs`, at once by default) instead of after an interval. */
  runAtStart?: boolean;
  startDelayMs?: number;
  /**
   * One pass; it logs what it did itself, the runner logs only what it threw. `signal` is aborted
   * when the runner stops: a pass that waits on a provider may pass it on and stop at once.
   */
  run: (signal: AbortSignal) => Promise<void> | void;
  /**
   * For a job whose pass starts work that outlives it (the outbox's lanes, 056): stop() calls it
   * and waits for it like a pass in flight (at most STOP_WAIT_MS).
   */
  stop?: () => Promise<void>;
};

/** How long stop() waits for a pass in flight before it leaves it behind. */
export const STOP_WAIT_MS = 4_000;

/** A job or a set of jobs that runs until stopped. */
export type RunningJobs = { stop: () => Promise<void> };

type JobLog = Pick<FastifyBaseLogger, 'warn'>;

/** Starts one job's timers; nothing keeps the process alive for them (unref). */
export function startJob(job: Job, log: JobLog): RunningJobs {
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  const stopping = new AbortController();
  const pass = () => {
    if (inFlight || stopped) return;
    inFlight = (async () => job.run(stopping.signal))()
      .catch((err: unknown) =>
        log.warn({ err, job: job.name }, `background job ${job.name} failed`),
      )
      .finally(() => {
        inFlight = null;
      });
  };
  const timers: NodeJS.Timeout[] = [setInterval(pass, job.intervalMs)];
  if (job.runAtStart && job.startDelayMs) timers.push(setTimeout(pass, job.startDelayMs));
  else if (job.runAtStart) pass();
  for (const timer of timers) timer.unref();
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      if (!inFlight && !job.stop) return;
      stopping.abort(new Error(`${job.name}: the server is stopping`));
      let waited: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        Promise.all([inFlight, job.stop?.()]).then(() => 'finished' as const),
        new Promise<'abandoned'>((resolve) => {
          waited = setTimeout(() => resolve('abandoned'), STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      if (outcome === 'abandoned')
        log.warn({ job: job.name }, `background job ${job.name} abandoned at shutdown`);
    },
  };
}

/** Starts every job; stop() stops them all and waits for each pass in flight. */
export function startJobs(jobs: readonly Job[], log: JobLog): RunningJobs {
  const running = jobs.map((job) => startJob(job, log));
  return {
    stop: async () => {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
