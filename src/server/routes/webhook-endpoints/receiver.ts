// A local HTTP receiver for the webhook tests (tests only): node:http on 127.0.0.1, answering
// each request with the next status of a script (then 204), and keeping what arrived.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

export async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.statusCode = scripts.get(request.url ?? '')?.shift() ?? 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The statuses the next requests to this path are answered with, in order. */
    answerNext: (path: string, ...statuses: number[]) =>
      scripts.set(path, [...(scripts.get(path) ?? []), ...statuses]),
  };
}
