import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './client';
import { preparedRead } from './prepared';

describe('preparedRead', () => {
  const database = (): Db => ({}) as Db;
  const transaction = (): Db => Object.create(PgTransaction.prototype) as Db;

  it('builds a read once per database handle and reuses it', () => {
    const built: Db[] = [];
    const read = preparedRead((db) => {
      built.push(db);
      return { db };
    });
    const [one, other] = [database(), database()];
    expect(read(one)).toBe(read(one));
    expect(read(other)).not.toBe(read(one));
    expect(built).toEqual([one, other]);
  });

  it('builds it again for every use inside a transaction (its connection is the transaction\'s only)', () => {
    let builds = 0;
    const read = preparedRead(() => ({ build: ++builds }));
    const tx = transaction();
    expect(read(tx)).toEqual({ build: 1 });
    expect(read(tx)).toEqual({ build: 2 });
  });
});
