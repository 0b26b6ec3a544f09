// TRUST_PROXY parsing (decisions.md "Configuration"): a hop count or proxy addresses, else a
// readable error naming the variable.
import { describe, expect, it } from 'vitest';
import { loadConfig, trustProxyOption } from './config';

const trustOf = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.2', ['10.0.0.2']],
    [' 10.0.0.2 , 10.0.1.0/24,::1, fd00::/8 ', ['10.0.0.2', '10.0.1.0/24', '::1', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(trustOf(value)).toEqual(expected);
  });

  it.each(['true', '*', '0', '11', 'proxy.local', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,', '-1'])(
    'refuses %j with a message naming TRUST_PROXY',
    (value) => {
      expect(() => trustOf(value)).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: /);
    },
  );

  it('trusts exactly the first n hops for a hop count, nobody when unset', () => {
    const trust = trustProxyOption(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.2'])).toEqual(['10.0.0.2']);
  });
});

describe('JWT_SECRET', () => {
  it('is optional, and when set must be at least 32 characters', () => {
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
    expect(() => loadConfig({ JWT_SECRET: 'secret' })).toThrow(
      /Invalid configuration:\n {2}JWT_SECRET: must be at least 32 characters/,
    );
  });
});
