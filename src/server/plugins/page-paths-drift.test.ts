// The server's list of pages (src/domain/site/page-paths.ts) must know every route of the client
// router, or a real page would be answered 404.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPagePath } from '../../domain/site/page-paths';

describe('page paths and the client router', () => {
  it('knows every path the client router has', () => {
    const source = readFileSync(new URL('../../client/app/routes.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => path !== '*')
      .map((path) => path.replace(/\/\*$/, '/step').replace(/:\w+/g, 'x'));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !isPagePath(path))).toEqual([]);
  });
});
