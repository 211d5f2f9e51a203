import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Pool } from '../../src/domain/schemas';
import { clientFor } from './support/client';
import { describeEachDatabase } from './support/harness';
import { freshFreePool } from './support/pools';

describeEachDatabase('a pool\'s rule variants in the database', (env) => {
  const setRules = (poolId: number, assignments: ReturnType<typeof sql>) => env().database.db.execute(sql`update pools set ${assignments} where id = ${poolId}`);
  /** What the database said (Drizzle wraps it as the cause of its "Failed query" error). */
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => 'accepted',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );

  it('every pool shows its rules; public pools play the standard ones, whatever writes the row', async () => {
    const poolId = await freshFreePool(env());
    const pool = (await clientFor(env()).get(`/api/pools/${poolId}`)).body as Pool;
    expect(pool.rules).toEqual({ numbers: 'game', reverseWinners: false, boardSize: 100 });
    expect(await refusal(setRules(poolId, sql`board_size = 25, max_participants = 25`))).toMatch(/pools_variants_private_check/);
    // A 5x5 board fills at 25 at most; a per-period pool alone carries four number sets.
    expect(await refusal(setRules(poolId, sql`is_private = true, board_size = 25`))).toMatch(/pools_max_participants_board_check/);
    expect(await refusal(setRules(poolId, sql`digit_sets = '[]'::jsonb`))).toMatch(/pools_digit_sets_check/);
    expect(await refusal(setRules(poolId, sql`is_private = true, board_size = 50`))).toMatch(/pools_board_size_check/);
    expect(await refusal(setRules(poolId, sql`is_private = true, numbers_rule = 'quarter'`))).toMatch(/pools_numbers_rule_check/);
  });

  it("a private pool's rules are its own until the first square is sold, and fixed from then on", async () => {
    const poolId = await freshFreePool(env(), { home: 'Tennessee Titans', away: 'Houston Texans' });
    await setRules(poolId, sql`is_private = true, numbers_rule = 'period', reverse_winners = true, board_size = 25, max_participants = 25`);
    await setRules(poolId, sql`reverse_winners = false`);
    await env().database.db.execute(sql`insert into squares (pool_id, row, col, purchase_price_cents, guest_name) values (${poolId}, 0, 0, 0, 'Ann')`);
    // The 5x5 board's squares are 0-4, whatever writes them (a trigger: the row/column checks allow 0-9).
    for (const [row, col] of [[0, 5], [5, 0], [9, 9]]) {
      const insert = env().database.db.execute(sql`insert into squares (pool_id, row, col, purchase_price_cents, guest_name) values (${poolId}, ${row}, ${col}, 0, 'Bo')`);
      expect(await refusal(insert)).toMatch(`Square (${row}, ${col}) is not on the 5x5 board of pool ${poolId}`);
    }
    expect(await refusal(env().database.db.execute(sql`update squares set col = 7 where pool_id = ${poolId}`))).toMatch(/is not on the 5x5 board/);
    expect(await refusal(setRules(poolId, sql`board_size = 100`))).toMatch(`The rules of pool ${poolId} cannot change after its first square is sold`);
    expect(await refusal(setRules(poolId, sql`reverse_winners = true`))).toMatch(/cannot change after its first square is sold/);
    // Anything else about the pool may still change.
    await setRules(poolId, sql`name = 'Office Pool'`);
    const rows = ((await env().database.db.execute(sql`select numbers_rule, reverse_winners, board_size, name from pools where id = ${poolId}`)) as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(rows[0]).toEqual({ numbers_rule: 'period', reverse_winners: false, board_size: 25, name: 'Office Pool' });
  });
});
