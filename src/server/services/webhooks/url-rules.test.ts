// Production's rules for where a webhook may go (decisions.md "Integrations"), as tables.
import { describe, expect, it } from 'vitest';
import { addressProblem, productionUrlProblem, webhookUrlProblem } from './url-rules';

describe('addressProblem', () => {
  it.each([
    ['93.184.216.34', null],
    ['2606:2800:220:1:248:1893:25c8:1946', null],
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
  ])('%s -> %s', (address, range) => {
    const problem = addressProblem(address);
    if (range === null) expect(problem).toBeNull();
    else expect(problem).toContain(range);
  });
});

const resolver = (table: Record<string, string[]>) => async (host: string) => {
  const addresses = table[host];
  if (!addresses) throw new Error('ENOTFOUND');
  return addresses.map((address) => ({ address }));
};
const dns = resolver({
  'hooks.example.com': ['93.184.216.34'],
  'inside.example.com': ['10.0.0.5'],
  'mixed.example.com': ['93.184.216.34', '127.0.0.1'],
  'metadata.example.com': ['169.254.169.254'],
});

describe('productionUrlProblem', () => {
  it.each([
    ['https://hooks.example.com/in', null],
    ['https://93.184.216.34/in', null],
    ['http://hooks.example.com/in', 'https'],
    ['https://inside.example.com/in', 'private'],
    ['https://mixed.example.com/in', 'loopback'],
    ['https://metadata.example.com/', 'linkLocal'],
    ['https://127.0.0.1/in', 'loopback'],
    ['https://[::1]/in', 'loopback'],
    ['https://user:pw@hooks.example.com/', 'password'],
    ['https://nowhere.example.com/', 'does not resolve'],
    ['not a url', 'https URL'],
  ])('%s -> %s', async (url, expected) => {
    const problem = await productionUrlProblem(url, dns);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toContain(expected);
  });

  it('is off outside production, so a receiver on 127.0.0.1 works in development', async () => {
    expect(await webhookUrlProblem('http://127.0.0.1:9/x', false, dns)).toBeNull();
    expect(await webhookUrlProblem('http://127.0.0.1:9/x', true, dns)).toContain('https');
  });
});
