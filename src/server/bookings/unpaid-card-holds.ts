// At most 2 live unpaid card holds per client (docs/decisions/020-request-and-database-limits.md
// "Unpaid card holds"): a hold costs nothing for 15 minutes, so without a limit a dozen addresses
// emptied the calendar (issue 25). A client is its address, its e-mail and its phone, each counted
// on its own; cash and afterpay bookings are not held and not limited.
import ipaddr from 'ipaddr.js';
import type { BookingDraft } from '../../domain/schemas/booking';
import type { Executor } from '../db/client';
import { HttpError } from '../plugins/errors';
import { countLiveUnpaidCardHolds, lockHoldOwner, type HoldOwner } from './repository';

export const MAX_UNPAID_CARD_HOLDS = 2;

export const TOO_MANY_UNPAID_HOLDS_MESSAGE =
  `You already have ${MAX_UNPAID_CARD_HOLDS} bookings waiting for payment. ` +
  'Finish paying for one, or release it, before booking another.';

/**
 * Who a request comes from, as counted: an IPv4 address as it is (also when it arrives mapped into
 * IPv6), an IPv6 address by its /64, which one subscriber line or phone gets whole. `ip` is
 * request.ip, which believes X-Forwarded-For only as TRUST_PROXY allows.
 */
export function clientNetworkOf(ip: string): string | null {
  const address = ip.split('%')[0] ?? '';
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}

/** E-mail lower-cased and trimmed; phone as digits, without the US country code. */
export function holdOwnerOf(draft: Pick<BookingDraft, 'email' | 'phone'>, ip: string | undefined) {
  const digits = draft.phone.replace(/\D/g, '');
  return {
    network: ip === undefined ? null : clientNetworkOf(ip),
    email: draft.email.trim().toLowerCase(),
    phoneDigits: /^1\d{10}$/.test(digits) ? digits.slice(1) : digits,
  } satisfies HoldOwner;
}

/**
 * Inside the booking's transaction, before its slot is locked: waits for this client's other card
 * bookings in flight (on any app server), then refuses a third live unpaid hold with a 429.
 */
export async function checkUnpaidCardHolds(trx: Executor, owner: HoldOwner): Promise<void> {
  await lockHoldOwner(trx, owner);
  if ((await countLiveUnpaidCardHolds(trx, owner)) >= MAX_UNPAID_CARD_HOLDS) {
    throw new HttpError(429, TOO_MANY_UNPAID_HOLDS_MESSAGE);
  }
}
