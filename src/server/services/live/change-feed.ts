// One listener per app server for the booking changes every transaction announces (NOTIFY
// booking_changes, services/booking-events.ts; docs/decisions/039-live-updates.md). A booking id
// heard is read once here, whatever the number of open streams, and handed to each of them to
// filter and present; a booking announced again before it was read is read once.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { BOOKING_CHANGES_CHANNEL } from '../booking-events';
import { readBookingState, type BookingState } from './live-repository';

/** A booking's state now, and one computation shared by every stream that needs it. */
export type BookingChange = BookingState & {
  /** `make()` runs once per change for every stream asking with the same key (a view). */
  shared: <T>(key: string, make: () => Promise<T>) => Promise<T>;
};

export type FeedSubscriber = {
  change: (change: BookingChange) => void;
  /** The feed was deaf for a while (the database restarted): read what was missed. */
  resync: () => void;
};

export type ChangeFeed = {
  subscribe: (subscriber: FeedSubscriber) => () => void;
  close: () => Promise<void>;
};

export function withSharedViews(state: BookingState): BookingChange {
  const made = new Map<string, Promise<unknown>>();
  return {
    ...state,
    shared: <T>(key: string, make: () => Promise<T>) => {
      if (!made.has(key)) made.set(key, make());
      return made.get(key) as Promise<T>;
    },
  };
}

export async function openChangeFeed(
  database: Database,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<ChangeFeed> {
  const subscribers = new Set<FeedSubscriber>();
  const waiting = new Set<number>();
  let reading = false;
  let closed = false;

  const resyncAll = () => {
    for (const subscriber of subscribers) subscriber.resync();
  };

  async function readWaiting(): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      for (const id of waiting) {
        waiting.delete(id);
        if (closed || subscribers.size === 0) continue;
        let state: BookingState | undefined;
        try {
          state = await readBookingState(database.db, id);
        } catch (err) {
          // The change is not lost for the streams: each reads what it missed by event id.
          log.warn({ err }, 'A live update could not be read; the streams resync');
          resyncAll();
          continue;
        }
        if (!state) continue;
        const change = withSharedViews(state);
        for (const subscriber of subscribers) subscriber.change(change);
      }
    } finally {
      reading = false;
    }
  }

  // PGlite may call back inside the announcing transaction's async context; the read must run
  // outside it (db/pglite-guard.ts), after that transaction has let the connection go.
  const outsideTransactions = AsyncLocalStorage.snapshot();
  const listener = await database.listen(BOOKING_CHANGES_CHANNEL, {
    onNotify: (payload) => {
      const id = Number(payload);
      if (!Number.isSafeInteger(id) || id <= 0) return;
      waiting.add(id);
      outsideTransactions(() => setImmediate(() => void readWaiting()));
    },
    onResume: () => {
      log.info('Live updates listen again; open streams read what they missed');
      outsideTransactions(() => setImmediate(resyncAll));
    },
    onError: (err) => log.warn({ err }, 'The live updates lost their database connection'),
  });

  return {
    subscribe: (subscriber) => {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    close: async () => {
      closed = true;
      subscribers.clear();
      await listener.stop();
    },
  };
}
