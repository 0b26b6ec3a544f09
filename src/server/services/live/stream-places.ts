// The places for open event streams on one app server (decisions.md "Holding up under abuse (the
// third attack)", docs/decisions/053-live-streams-follow-people.md): at most 10 per client address
// (an IPv6 address by its /64), and all of them together at most a quarter of the server's
// connection limit. An idle stream costs nothing to its sender and a socket to us: 4,300 of them
// from one address once held every connection the server takes, and nobody else got in.
import { clientNetworkOf } from '../../plugins/client-network';
import { HttpError } from '../../plugins/errors';

export const STREAMS_PER_ADDRESS = 10;

export type StreamLimits = {
  /** Open streams one client address (IPv6: its /64) may hold. */
  perAddress: number;
  /** Open streams of every address together. */
  total: number;
};

export const TOO_MANY_STREAMS_MESSAGE = (limit: number) =>
  `At most ${limit} live update streams can be open from one address. ` +
  'Close another tab or device showing live updates and try again.';

export const STREAMS_FULL_MESSAGE =
  'Live updates are busy right now. The page still refreshes itself; try again in a minute.';

export type StreamPlaces = {
  /**
   * Takes a place for a stream of this client address, or throws 429 (the address has its share)
   * or 503 (the server has all the streams it takes). The place is given back by the returned
   * function, once, however often it is called.
   */
  take: (ip: string) => () => void;
  /** Places taken (open streams and those being opened). */
  count: () => number;
};

export function streamPlaces(limits: StreamLimits): StreamPlaces {
  const perAddress = new Map<string, number>();
  let total = 0;
  return {
    take: (ip) => {
      const address = clientNetworkOf(ip) ?? ip;
      const held = perAddress.get(address) ?? 0;
      if (held >= limits.perAddress) {
        throw new HttpError(429, TOO_MANY_STREAMS_MESSAGE(limits.perAddress));
      }
      if (total >= limits.total) throw new HttpError(503, STREAMS_FULL_MESSAGE);
      perAddress.set(address, held + 1);
      total += 1;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        total -= 1;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      };
    },
    count: () => total,
  };
}
