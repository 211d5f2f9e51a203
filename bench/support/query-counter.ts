import pg from 'pg';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../../src/server/db/client';

/**
 * Counts the statements a database runs, in the bench process only (the server's code is not touched and
 * pays nothing outside a bench). PostgreSQL: every pg.Client query (the pool's and a transaction's
 * checked-out client's; LISTEN notifications are not queries). PGlite: the client's query/exec and those
 * of its transactions, BEGIN and COMMIT counted as on PostgreSQL.
 */
export interface QueryCounter {
  readonly count: number;
  reset(): void;
}

let pgCount = 0;
let pgPatched = false;

function countPg(): QueryCounter {
  if (!pgPatched) {
    pgPatched = true;
    const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      pgCount++;
      return original.apply(this, args);
    } as typeof pg.Client.prototype.query;
  }
  const counter = {
    start: pgCount,
    get count() {
      return pgCount - counter.start;
    },
    reset() {
      counter.start = pgCount;
    },
  };
  return counter;
}

function countPglite(client: PGlite): QueryCounter {
  let count = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (...args: Parameters<PGlite['query']>) => {
    count++;
    return query(...args);
  };
  client.exec = (...args: Parameters<PGlite['exec']>) => {
    count++;
    return exec(...args);
  };
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      count += 2; // BEGIN, COMMIT
      const counted: Transaction = Object.create(tx) as Transaction;
      counted.query = (...args: Parameters<Transaction['query']>) => {
        count++;
        return tx.query(...args);
      };
      counted.exec = (...args: Parameters<Transaction['exec']>) => {
        count++;
        return tx.exec(...args);
      };
      return callback(counted);
    });
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

/** Starts counting the statements `database` runs from now on. */
export function countQueries(database: Database): QueryCounter {
  return database.driver.kind === 'postgres' ? countPg() : countPglite(database.driver.client);
}
