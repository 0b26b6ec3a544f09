// decisions.md "Holding up under abuse (the third attack)", docs/decisions/051: at most 64 open
// connections per client address (IPv6: per /64), and slow headers close at 10 s. Real sockets
// against the real app: the tests' clients all come from loopback, and 127.0.0.2 is another
// address on the same machine.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../app';
import { createTestApp } from '../testing/test-app';
import { openRawConnection, rawRequest } from '../testing/raw-http';
import { clientNetworkOf } from './client-network';
import { MAX_CONNECTIONS_PER_ADDRESS, trustedProxyTest } from './connection-limits';

let app: BuiltApp;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const healthStatus = async (localAddress?: string) => {
  const connection = await openRawConnection(port, '127.0.0.1', localAddress);
  const answer = await connection.send(rawRequest('GET', '/api/health')).answer;
  connection.socket.destroy();
  return answer instanceof Error ? answer.message : answer.status;
};

describe('connections per client address', () => {
  it('groups IPv6 by /64 and IPv4 (mapped or not) by address', () => {
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe(clientNetworkOf('2001:db8:1:2:ffff::1'));
    expect(clientNetworkOf('2001:db8:1:3::1')).not.toBe(clientNetworkOf('2001:db8:1:2::1'));
    expect(clientNetworkOf('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientNetworkOf('10.0.0.1')).not.toBe(clientNetworkOf('10.0.0.2'));
    expect(clientNetworkOf('not an address')).toBeNull();
  });

  it('exempts only the proxies TRUST_PROXY names', () => {
    expect(trustedProxyTest(false)('10.0.0.2')).toBe(false);
    expect(trustedProxyTest(1)('203.0.113.9')).toBe(true);
    const listed = trustedProxyTest(['10.0.0.2', '10.0.1.0/24', '2001:db8::/32']);
    expect(['10.0.0.2', '::ffff:10.0.1.77', '2001:db8:5::1'].map(listed)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['10.0.0.3', '10.0.2.1', '2001:db9::1'].map(listed)).toEqual([false, false, false]);
  });

  it('one address with 70 slow-body connections gets 64; the rest are refused, others answered', async () => {
    // A keep-alive connection first, then slow bodies (a byte now and then) up to 70 in all.
    const kept = await openRawConnection(port);
    expect((await kept.send(rawRequest('GET', '/api/health')).answer) as object).toMatchObject({
      status: 200,
    });
    const slow: Socket[] = [];
    let refused = 0;
    try {
      for (let i = 1; i < 70; i++) {
        const socket = connect(port, '127.0.0.1');
        slow.push(socket);
        socket.on('error', () => undefined);
        let answered = false;
        socket.on('data', () => (answered = true));
        socket.on('close', () => {
          if (!answered) refused += 1;
        });
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          'POST /api/bookings HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 10000\r\n\r\n{',
        );
      }
      await expect.poll(() => refused, { timeout: 5_000 }).toBe(70 - MAX_CONNECTIONS_PER_ADDRESS);
      // Connections under the limit still answer, and so does every other address.
      const again = await kept.send(rawRequest('GET', '/api/health')).answer;
      expect(again).toMatchObject({ status: 200 });
      expect(await healthStatus('127.0.0.2')).toBe(200);
      expect(refused).toBe(70 - MAX_CONNECTIONS_PER_ADDRESS);
    } finally {
      slow.forEach((socket) => socket.destroy());
      kept.socket.destroy();
    }
    // Once they are gone, the address connects again.
    await expect.poll(() => healthStatus(), { timeout: 5_000 }).toBe(200);
  }, 60_000);
});

describe('slow headers', () => {
  it('a client that waits, then sends its headers a byte a second, is closed about 10 s after connecting', async () => {
    // Node's own headersTimeout counts from the first byte: this client held its connection 16 s.
    const connection = await openRawConnection(port);
    const started = performance.now();
    const head = rawRequest('GET', '/api/health');
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
      timer = setInterval(() => {
        if (connection.socket.writable) connection.socket.write(head.charAt(sent++ % head.length));
      }, 1_000);
    }, 5_000);
    try {
      expect(await connection.closed).toBeTruthy();
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(sent).toBeLessThan(head.length);
    } finally {
      clearTimeout(first);
      clearInterval(timer);
    }
  }, 30_000);
});
