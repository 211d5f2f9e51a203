import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A hot read built once per database instead of on every call: Drizzle builds its SQL text once, and on
 * PostgreSQL it runs as a named prepared statement, parsed and planned once per connection (the pool
 * read's planning took 4x its execution). Measured in bench/read-api.bench.ts.
 *
 * `build` calls `.prepare(name)` on a query whose values are all `sql.placeholder`s; each name is unique
 * in the process. Only the process's database handle keeps the built query: inside a transaction it is
 * built again on the transaction's connection (the same name and text, so still prepared only once per
 * connection).
 */
const isTransaction = (db: Db) => (db as unknown) instanceof PgTransaction;

export function preparedRead<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    if (isTransaction(db)) return build(db);
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
