import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

/** A Fastify instance logging JSON lines into `lines`; app.ts turns request logging off. */
function appWithLog(disableRequestLogging = false) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line)) },
    },
    logController: new LogController({ disableRequestLogging }),
    childLoggerFactory: lazyRequestLogger,
  });
  return { app, lines };
}

describe('lazyRequestLogger', () => {
  it('writes a request line bound to the request id, at the levels the parent allows', async () => {
    const { app, lines } = appWithLog();
    app.get('/work', (request) => {
      request.log.debug('not at info');
      request.log.warn({ step: 2 }, 'slow step');
      request.log.child({ part: 'mail' }).error('mail failed');
      return { level: request.log.level };
    });
    const res = await app.inject({ method: 'GET', url: '/work' });
    expect(res.json()).toEqual({ level: 'info' });
    const requestLines = lines.filter((line) => line.reqId);
    expect(requestLines.map((line) => [line.msg, line.level])).toEqual([
      ['incoming request', 30],
      ['slow step', 40],
      ['mail failed', 50],
      ['request completed', 30],
    ]);
    expect(requestLines[1]).toMatchObject({ step: 2, reqId: 'req-1' });
    expect(requestLines[2]).toMatchObject({ part: 'mail', reqId: 'req-1' });
  });

  it('makes no child logger for a request that logs nothing', async () => {
    const { app } = appWithLog(true);
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    };
    app.get('/quiet', () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(children).toBe(0);
  });
});
