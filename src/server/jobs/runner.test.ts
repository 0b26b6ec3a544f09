import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJob, startJobs, STOP_WAIT_MS, type Job } from './runner';

/** A pass that stays in flight until the test lets it finish. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

function recordingLog() {
  const warn = vi.fn();
  return { log: { warn }, warn };
}

describe('the job runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a pass every interval, and the first only after one interval by default', async () => {
    const run = vi.fn();
    const job = startJob({ name: 'tick', intervalMs: 1_000, run }, recordingLog().log);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('runs one pass at start at once, or after its start delay', async () => {
    const atOnce = vi.fn();
    const delayed = vi.fn();
    const { log } = recordingLog();
    const jobs = startJobs(
      [
        { name: 'at-once', intervalMs: 60_000, runAtStart: true, run: atOnce },
        {
          name: 'delayed',
          intervalMs: 60_000,
          runAtStart: true,
          startDelayMs: 1_000,
          run: delayed,
        },
      ],
      log,
    );
    expect(atOnce).toHaveBeenCalledTimes(1);
    expect(delayed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(delayed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(atOnce).toHaveBeenCalledTimes(2);
    expect(delayed).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it('never starts a pass while the previous one runs', async () => {
    const slow = gate();
    let running = 0;
    let most = 0;
    const run = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await slow.opened;
      running -= 1;
    });
    const job = startJob({ name: 'slow', intervalMs: 100, run }, recordingLog().log);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    await job.stop();
  });

  it('logs a failed pass with the job name and runs the next one', async () => {
    const { log, warn } = recordingLog();
    const failure = new Error('database away');
    const run = vi.fn<Job['run']>().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const throwing = vi.fn<Job['run']>(() => {
      throw failure;
    });
    const jobs = startJobs(
      [
        { name: 'flaky', intervalMs: 1_000, run },
        { name: 'throws', intervalMs: 1_000, run: throwing },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warn).toHaveBeenCalledWith(
      { err: failure, job: 'flaky' },
      expect.stringContaining('flaky'),
    );
    expect(warn).toHaveBeenCalledWith(
      { err: failure, job: 'throws' },
      expect.stringContaining('throws'),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(throwing).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(3);
    await jobs.stop();
  });

  it('stop() waits for the pass in flight and no pass starts after it', async () => {
    const slow = gate();
    let finished = false;
    const run = vi.fn(async () => {
      await slow.opened;
      finished = true;
    });
    const job = startJob(
      { name: 'slow', intervalMs: 100, runAtStart: true, run },
      recordingLog().log,
    );
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stop() aborts the signal of a pass in flight and leaves one that never ends after STOP_WAIT_MS', async () => {
    // A delivery to a receiver that never answers (issue 44: SIGTERM then exited 1).
    const { log, warn } = recordingLog();
    let signal: AbortSignal | undefined;
    const job = startJob(
      {
        name: 'silent-receiver',
        intervalMs: 100,
        runAtStart: true,
        run: (given) => {
          signal = given;
          return new Promise<void>(() => undefined);
        },
      },
      log,
    );
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(STOP_WAIT_MS - 1);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(warn).toHaveBeenCalledWith(
      { job: 'silent-receiver' },
      expect.stringContaining('abandoned'),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for the work a pass started and left running (the outbox lanes), when it has a stop', async () => {
    const lanes = gate();
    const stopLanes = vi.fn(async () => {
      await lanes.opened;
    });
    const job = startJob(
      { name: 'outbox', intervalMs: 1_000, run: vi.fn(), stop: stopLanes },
      recordingLog().log,
    );
    // No pass in flight: the lanes it started are still stopped and waited for.
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopLanes).toHaveBeenCalledTimes(1);
    expect(stopped).toBe(false);
    lanes.open();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('leaves no timer behind once stopped', async () => {
    const jobs = startJobs(
      [
        { name: 'a', intervalMs: 1_000, run: vi.fn() },
        { name: 'b', intervalMs: 5_000, runAtStart: true, startDelayMs: 1_000, run: vi.fn() },
      ],
      recordingLog().log,
    );
    expect(vi.getTimerCount()).toBe(3);
    await jobs.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
