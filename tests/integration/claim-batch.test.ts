import { eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { pools, squares } from '../../src/server/db/schema';
import { ClaimBatcher } from '../../src/server/modules/squares';
import { openDatabase } from '../../src/server/db/client';
import { describeEachDatabase } from './support/harness';
import { manyPlayers } from './support/players';
import { freshFreePool } from './support/pools';
import { sessionsWaitingOnLocks } from './support/lock-waits';
import { waitUntil } from '../support/wait-until';

/**
 * Group commit for claims: claims waiting for a free slot share one statement, each still its
 * own compare-and-set — the claim checked against a version its pool has left inserts nothing, the others
 * go through, and each pool's change event carries the version its claim made.
 */
describeEachDatabase('claims share a statement under a rush, each its own compare-and-set', (env, kind) => {
  it('batches waiting claims of different pools; a stale one inserts nothing; the events carry each pool its version', async () => {
    const { db } = env().database;
    const poolIds = [await freshFreePool(env()), await freshFreePool(env()), await freshFreePool(env()), await freshFreePool(env())];
    const players = await manyPlayers(env(), 4, 'batch');
    const rows = await db.select().from(pools).where(inArray(pools.id, poolIds));
    const byId = new Map(rows.map((p) => [p.id, p]));
    // Pool 4 moved on since its claim was checked (another process claimed in it).
    await db.update(pools).set({ version: sql`${pools.version} + 1` }).where(eq(pools.id, poolIds[3]!));

    // The relay stopped meanwhile, so the events it would publish (and delete) stay in the outbox to read.
    await env().app.deps.relay.stop();
    try {
      const batcher = new ClaimBatcher(env().database, 1, 64);
      const results = await Promise.all(
        poolIds.map((poolId, i) =>
          batcher.compareAndSet({ pool: byId.get(poolId)!, userId: players[i]!.userId, squares: [{ row: i, column: 0 }, { row: i, column: 1 }], now: env().now }),
        ),
      );
      // The first ran alone (the slot was free); the other three waited and shared one statement.
      expect(batcher.stats).toEqual({ statements: 2, claims: 4 });
      expect(results.map((r) => r.map((s) => `${s.poolId}:${s.row},${s.column}:${s.userId}`))).toEqual([
        [`${poolIds[0]}:0,0:${players[0]!.userId}`, `${poolIds[0]}:0,1:${players[0]!.userId}`],
        [`${poolIds[1]}:1,0:${players[1]!.userId}`, `${poolIds[1]}:1,1:${players[1]!.userId}`],
        [`${poolIds[2]}:2,0:${players[2]!.userId}`, `${poolIds[2]}:2,1:${players[2]!.userId}`],
        [],
      ]);
      const after = new Map((await db.select().from(pools).where(inArray(pools.id, poolIds))).map((p) => [p.id, p.version]));
      expect(poolIds.map((id) => after.get(id)! - byId.get(id)!.version)).toEqual([1, 1, 1, 1]);
      expect(await db.select().from(squares).where(eq(squares.poolId, poolIds[3]!))).toEqual([]);
      // One 'squares' event per pool that changed, with the version its claim made and its squares.
      const outbox = await env().database.query<{ payload: string }>('test_batch_outbox', 'select payload from realtime_events order by id', []);
      const events = outbox
        .map((row) => JSON.parse(row.payload) as { type: string; poolId: number; version: number; squares: unknown[] })
        .filter((e) => e.type === 'squares' && poolIds.includes(e.poolId));
      expect(events.map((e) => [e.poolId, e.version, e.squares.length]).sort()).toEqual(poolIds.slice(0, 3).map((id) => [id, after.get(id)!, 2]).sort());
    } finally {
      env().app.deps.relay.start();
    }
  });

  it('a batch that fails as a whole is run again claim by claim: the taken square fails alone', async () => {
    const { db } = env().database;
    const poolIds = [await freshFreePool(env()), await freshFreePool(env()), await freshFreePool(env())];
    const players = await manyPlayers(env(), 2, 'batchfail');
    const rows = new Map((await db.select().from(pools).where(inArray(pools.id, poolIds))).map((p) => [p.id, p]));
    // A square written behind the module's back (the version untouched): the unique index is the backstop.
    await db.insert(squares).values({ poolId: poolIds[2]!, userId: players[1]!.userId, row: 5, column: 5, purchasePriceCents: 0, purchasedAt: env().now });

    const batcher = new ClaimBatcher(env().database, 1, 64);
    const claim = (poolId: number, row: number) =>
      batcher.compareAndSet({ pool: rows.get(poolId)!, userId: players[0]!.userId, squares: [{ row, column: 5 }], now: env().now });
    const settled = await Promise.allSettled([claim(poolIds[0]!, 1), claim(poolIds[1]!, 2), claim(poolIds[2]!, 5)]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((settled[1] as PromiseFulfilledResult<{ row: number }[]>).value.map((s) => s.row)).toEqual([2]);
    const reason = (settled[2] as PromiseRejectedResult).reason as { code?: string; cause?: { code?: string } };
    expect(reason.code ?? reason.cause?.code).toBe('23505');
    // The batch of the last two ran, failed on the taken square, and both ran again alone.
    expect(batcher.stats).toEqual({ statements: 2, claims: 3 });
    expect((await db.select().from(squares).where(inArray(squares.poolId, poolIds.slice(0, 2)))).map((s) => s.row).sort()).toEqual([1, 2]);
  });

  if (kind === 'pglite') {
    it.skip('a pool row locked elsewhere — not applicable on PGlite: one connection, so no other transaction can hold a lock', () => {});
    return;
  }

  it("a claim whose pool row another transaction holds is skipped, not waited for: the batch's other claims commit", async () => {
    const { db } = env().database;
    const poolIds = [await freshFreePool(env()), await freshFreePool(env())];
    const [player] = await manyPlayers(env(), 1, 'batchlock');
    const rows = new Map((await db.select().from(pools).where(inArray(pools.id, poolIds))).map((p) => [p.id, p]));
    // Another session holds the first pool's row (as a kickoff herd or a completing claim would).
    const holder = await holdPoolRow(poolIds[0]!);
    try {
      const batcher = new ClaimBatcher(env().database, 1, 64);
      const claim = (poolId: number) => batcher.compareAndSet({ pool: rows.get(poolId)!, userId: player!.userId, squares: [{ row: 3, column: 3 }], now: env().now });
      const [first, second] = await Promise.all([claim(poolIds[0]!), claim(poolIds[1]!)]);
      expect(first).toEqual([]);
      expect(second.map((s) => s.poolId)).toEqual([poolIds[1]]);
    } finally {
      await holder.release();
    }
    // Once the row is free, the claim goes through.
    const batcher = new ClaimBatcher(env().database, 1, 64);
    expect(await batcher.compareAndSet({ pool: rows.get(poolIds[0]!)!, userId: player!.userId, squares: [{ row: 3, column: 3 }], now: env().now })).toHaveLength(1);
  });

  it("a claim run again after its batch failed waits for its pool's row instead of skipping it (the failed batch may not have rolled back yet)", async () => {
    const { db } = env().database;
    const poolIds = [await freshFreePool(env()), await freshFreePool(env()), await freshFreePool(env())];
    const players = await manyPlayers(env(), 2, 'batchwait');
    const rows = new Map((await db.select().from(pools).where(inArray(pools.id, poolIds))).map((p) => [p.id, p]));
    await db.insert(squares).values({ poolId: poolIds[2]!, userId: players[1]!.userId, row: 5, column: 5, purchasePriceCents: 0, purchasedAt: env().now });
    // Another session holds the second pool's row while the batch runs (the batch skips it and fails on
    // the third pool's taken square) and lets go once the claim, run again alone, waits for the row.
    const holder = await holdPoolRow(poolIds[1]!);
    try {
      const batcher = new ClaimBatcher(env().database, 1, 64);
      const claim = (poolId: number, row: number) =>
        batcher.compareAndSet({ pool: rows.get(poolId)!, userId: players[0]!.userId, squares: [{ row, column: 5 }], now: env().now });
      const claims = [claim(poolIds[0]!, 1), claim(poolIds[1]!, 2), claim(poolIds[2]!, 5)];
      const settled = Promise.allSettled(claims);
      let secondAnswered = false;
      void Promise.allSettled([claims[1]]).then(() => (secondAnswered = true));
      // Had the claim run again skipped the row instead, it has its answer already.
      await waitUntil(async () => secondAnswered || (await sessionsWaitingOnLocks(env().database)) > 0, {
        what: "the second pool's claim to wait for its row",
      });
      void holder.release();
      const [first, second, third] = await settled;
      expect([first!.status, second!.status, third!.status]).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((second as PromiseFulfilledResult<{ poolId: number; row: number }[]>).value.map((s) => [s.poolId, s.row])).toEqual([[poolIds[1], 2]]);
    } finally {
      await holder.release();
    }
  });

  /** Another session's transaction holding a pool's row lock until released. */
  async function holdPoolRow(poolId: number): Promise<{ release: () => Promise<void> }> {
    const other = await openDatabase({ databaseUrl: env().databaseUrl, poolSize: 1 });
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let locked: () => void = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = other.db.transaction(async (tx) => {
      await tx.execute(sql`select id from pools where id = ${poolId} for update`);
      locked();
      await held;
    });
    await isLocked;
    let released: Promise<void> | undefined;
    return {
      release: () => (released ??= (async () => {
        letGo();
        await transaction;
        await other.close();
      })()),
    };
  }
});
