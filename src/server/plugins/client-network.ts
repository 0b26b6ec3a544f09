// Who a connection comes from, as the per-address limits count it (decisions.md "Holding up
// under abuse (the third attack)": "per client address (IPv6: per /64)").
import ipaddr from 'ipaddr.js';

/**
 * An IPv4 address as it is (also when it arrives mapped into IPv6), an IPv6 address by its /64,
 * which one subscriber line or phone gets whole; null for anything that is not an address.
 */
export function clientNetworkOf(address: string): string | null {
  const bare = address.split('%')[0] ?? '';
  if (!ipaddr.isValid(bare)) return null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
