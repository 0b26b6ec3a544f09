// Where a webhook may be sent (decisions.md "Integrations"; docs/decisions/048-webhooks.md): in
// production only https, and only to a host whose every address is public unicast, checked when
// the endpoint is registered and again before each delivery (DNS can change in between). Outside
// production the rules are off, so a receiver on 127.0.0.1 works in development and in tests.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Why the server must not send to this address, or null when it may: anything but public unicast
 * (private, loopback, link-local, unique-local, carrier NAT, multicast, reserved, unspecified, the
 * IPv6 forms that carry an IPv4 inside) is refused. An IPv4-mapped IPv6 address counts as its
 * IPv4 address.
 */
export function addressProblem(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? null : `${address} is a ${range} address`;
}

export type Lookup = (hostname: string) => Promise<{ address: string }[]>;

const systemLookup: Lookup = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Why a webhook may not go to this URL in production, or null. A literal IP is checked as it is;
 * a name is resolved with the system's resolver and every address it gives must pass.
 */
export async function productionUrlProblem(
  value: string,
  resolve: Lookup = systemLookup,
): Promise<string | null> {
  if (!URL.canParse(value)) return 'Enter a full https URL';
  const url = new URL(value);
  if (url.protocol !== 'https:') return 'Must be an https URL';
  if (url.username || url.password) return 'Must not carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return addressProblem(host);
  let addresses: { address: string }[];
  try {
    addresses = await resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  for (const { address } of addresses) {
    const problem = addressProblem(address);
    if (problem) return `${host} resolves to a non-public address (${problem})`;
  }
  return null;
}

/** The rules of this server: production's, or none (development and tests). */
export function webhookUrlProblem(
  value: string,
  production: boolean,
  resolve?: Lookup,
): Promise<string | null> {
  return production ? productionUrlProblem(value, resolve) : Promise.resolve(null);
}
