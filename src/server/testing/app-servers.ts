// Extra app servers as child processes on one PostgreSQL database, for the race tests that need
// several processes (PGlite is one process's embedded database). Stopped after the test file.
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

/** A function that starts one more app server on `databaseUrl` and answers its base URL. */
export function appServersOn(databaseUrl: string): () => Promise<string> {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGTERM');
  });
  return async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
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
    for (let attempt = 0; attempt < 300; attempt++) {
      if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return base;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server on ${port} did not start`);
  };
}
