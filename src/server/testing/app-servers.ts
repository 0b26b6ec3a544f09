// App servers as child processes: extra ones on one PostgreSQL database for the race tests that
// need several processes (PGlite is one process's embedded database), stopped after the test
// file, and one on a data folder for the kill -9 test.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `src/server/main.ts` as a child process with `env` over the tests' settings (a free port,
 * no client, no mail), adds it to `children` (the caller stops them) and answers it once its
 * health answers, within `attempts` tenths of a second.
 */
export async function startAppServer(
  children: ChildProcess[],
  env: Record<string, string>,
  attempts = 300,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      CLIENT_DIR: '/nonexistent-client-dir',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not start`);
}

/** POSTs `body` as JSON to a started app server: its status and JSON answer. */
export async function postJson<T = unknown>(
  base: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * The i-th request of a race over this process and two started servers: every third one is
 * `here` (the test's own app), the others go to the servers in turn.
 */
export async function raceRequest<T = unknown>(
  servers: readonly string[],
  i: number,
  path: string,
  body: unknown,
  here: () => Promise<{ statusCode: number; json: () => unknown }>,
  headers: Record<string, string> = {},
) {
  const server = i % 3 === 0 ? undefined : servers[i % 3 === 1 ? 0 : 1];
  if (!server) {
    const answer = await here();
    return { status: answer.statusCode, body: answer.json() as T };
  }
  return postJson<T>(server, path, body, headers);
}

/** A function that starts one more app server on `databaseUrl` and answers its base URL. */
export function appServersOn(databaseUrl: string): () => Promise<string> {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });
  // X-Forwarded-For from the test is believed: a test may give each request a client address of
  // its own (2 live unpaid bookings per address, bookings/unpaid-card-holds.ts).
  return async () =>
    (await startAppServer(children, { DATABASE_URL: databaseUrl, TRUST_PROXY: '127.0.0.1' })).base;
}
