// Who may read /metrics: the METRICS_TOKEN bearer when it is set (401 otherwise), else only a
// request made on this machine: a loopback socket with no proxy's forwarding header, since a
// proxy on the same machine would make every outside request look local.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export type MetricsAccess = 'allowed' | 'unauthorized' | 'forbidden';

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function metricsAccess(request: FastifyRequest, token: string | undefined): MetricsAccess {
  if (token) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match?.[1] !== undefined && sameText(match[1], token) ? 'allowed' : 'unauthorized';
  }
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return isLoopback(request.socket.remoteAddress) && forwarded === undefined
    ? 'allowed'
    : 'forbidden';
}
