// What the bench scripts need to run a server of their own: a free port and a wait for its URL.
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; tries every 100 ms, `attempts` times. */
export async function waitFor(url, attempts = 300) {
  for (let i = 0; i < attempts; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}
