// SIGTERM under load (decisions.md "Running it", docs/decisions/046): a real server process on an
// empty data folder gets 50 concurrent requests (health and slot look-ups, which queue on the
// embedded database's one session), then SIGTERM while they are in flight. Every request sent
// before the signal is answered 200, and the process exits by itself with code 0 within 15 s.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dayAhead } from './routes/bookings/testing';
import { startAppServer } from './testing/app-servers';

const dataDir = mkdtempSync(join(tmpdir(), 'tvmount-sigterm-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * One GET on a connection of its own: `sent` settles once the request is written to the socket,
 * `answer` with the status code (or the error that cut it off).
 */
function get(base: string, path: string) {
  let markSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<number | Error>((resolve) => {
    const req = request(`${base}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', resolve);
    });
    req.on('error', (err) => {
      markSent();
      resolve(err);
    });
    req.on('finish', markSent);
    req.end();
  });
  return { sent, answer };
}

const exitOf = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

describe('SIGTERM under load', () => {
  it('answers every request sent before it with 200 and exits 0 by itself within 15 s', async () => {
    const { child, base } = await startAppServer(
      children,
      { DATABASE_URL: '', DATA_DIR: dataDir },
      1200,
    );
    const requests = Array.from({ length: 50 }, (_, i) =>
      get(
        base,
        i % 2 === 0 ? `/api/time-slots/available?date=${dayAhead(2 + (i % 10))}` : '/api/health',
      ),
    );
    await Promise.all(requests.map((r) => r.sent));
    // A later round trip: the server has read the requests written before it.
    expect(await get(base, '/api/health').answer).toBe(200);
    const signalled = performance.now();
    child.kill('SIGTERM');
    const answers = await Promise.all(requests.map((r) => r.answer));
    const { code, signal } = await exitOf(child);
    const exitedAfterMs = performance.now() - signalled;

    expect(answers.filter((a) => a !== 200)).toEqual([]);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(15_000);
  }, 240_000);
});
