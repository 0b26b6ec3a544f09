// Connections no one address can hoard (decisions.md "Holding up under abuse (the third attack)",
// docs/decisions/051). Issue 44: slow bodies from one address (200 sockets a second, a byte every
// 5 s) held the server at its 4,096-connection limit and 32 of 200 probes from elsewhere got
// through; slow headers closed at 20 s, not the documented 10 s.
// - At most MAX_CONNECTIONS_PER_ADDRESS open connections per client address (IPv6: per /64);
//   one more is destroyed as it is accepted, before it costs a parser or a byte read.
// - A connection's first request must have its headers within HEADERS_TIMEOUT_MS of the accept.
//   Node's headersTimeout counts from the request's first byte (and checks every 2 s), so a
//   client that waits before its first byte held a connection 16-20 s; later requests on a
//   keep-alive connection keep Node's check.
// Behind a reverse proxy (TRUST_PROXY) every connection comes from the proxy: the limit applies to
// peers that are not a trusted proxy, and the proxy limits its clients' connections itself.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import { clientNetworkOf } from './client-network';

export const MAX_CONNECTIONS_PER_ADDRESS = 64;

/** decisions.md: "Slow headers close at 10 s"; app.ts gives Node the same headersTimeout. */
export const HEADERS_TIMEOUT_MS = 10_000;

const REQUEST_TIMEOUT_ANSWER = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

/** Whether a socket's peer is a proxy TRUST_PROXY names (a hop count: any peer may be one). */
export function trustedProxyTest(trust: false | number | string[]): (address: string) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => true;
  const ranges = trust.map((entry) =>
    entry.includes('/')
      ? ipaddr.parseCIDR(entry)
      : ipaddr.parseCIDR(`${entry}/${entry.includes(':') ? 128 : 32}`),
  );
  return (address) => {
    const bare = address.split('%')[0] ?? '';
    if (!ipaddr.isValid(bare)) return false;
    const parsed = ipaddr.process(bare);
    return ranges.some(
      ([range, bits]) => range.kind() === parsed.kind() && parsed.match(range, bits),
    );
  };
}

export function registerConnectionLimits(
  app: FastifyInstance,
  options: { trustProxy: false | number | string[]; perAddress?: number },
): void {
  const perAddress = options.perAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const isTrustedProxy = trustedProxyTest(options.trustProxy);
  const open = new Map<string, number>();

  const limitPerAddress = (socket: Socket): boolean => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return true;
    const network = clientNetworkOf(address) ?? address;
    const count = open.get(network) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      return false;
    }
    open.set(network, count + 1);
    socket.once('close', () => {
      const left = (open.get(network) ?? 1) - 1;
      if (left > 0) open.set(network, left);
      else open.delete(network);
    });
    return true;
  };

  const firstHeadersDeadline = (socket: Socket) => {
    const timer = setTimeout(() => {
      socket.end(REQUEST_TIMEOUT_ANSWER, () => socket.destroy());
    }, HEADERS_TIMEOUT_MS);
    timer.unref();
    const clear = () => clearTimeout(timer);
    socket.once('close', clear);
    return clear;
  };

  const headersArrived = new WeakMap<Socket, () => void>();
  app.server.on('connection', (socket: Socket) => {
    if (!limitPerAddress(socket)) return;
    headersArrived.set(socket, firstHeadersDeadline(socket));
  });
  // Node emits 'request' once a request's headers are complete.
  app.server.on('request', (request) => {
    const socket = request.socket;
    headersArrived.get(socket)?.();
    headersArrived.delete(socket);
  });
}
