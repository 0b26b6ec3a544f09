// PGlite is one connection. A transaction holds it until it ends, so a query through the root
// database made from inside that transaction waits for the transaction, which waits for the
// query: the whole site freezes (issue 25: a store order's cancel read the business facts through
// `ctx.db` inside its transaction). On PostgreSQL the same mistake only borrows a second
// connection from the pool, so it hides there. In tests this guard makes it fail at once, with
// a message saying what to do; the site runs without it (AsyncLocalStorage costs every promise).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

export const ROOT_QUERY_IN_TRANSACTION =
  'A query through the root database inside an open transaction would wait for that ' +
  'transaction forever on PGlite: pass the transaction (trx) instead';

const insideTransaction = new AsyncLocalStorage<true>();

/** The client, with every root query made from inside one of its transactions refused. */
export function guardRootQueries(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'transaction') {
        return (callback: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) =>
          (value as (...args: unknown[]) => unknown).call(
            target,
            (tx: unknown) => insideTransaction.run(true, () => callback(tx)),
            ...rest,
          );
      }
      if (property === 'query' || property === 'exec' || property === 'sql') {
        return (...args: unknown[]) => {
          if (insideTransaction.getStore()) {
            return Promise.reject(new Error(ROOT_QUERY_IN_TRANSACTION));
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}
