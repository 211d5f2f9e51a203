import { runUseCase } from '../../../src/server/core/use-case';
import { createGame } from '../../../src/server/modules/games';
import { createGamePools } from '../../../src/server/modules/pools';
import type { TestEnv } from './harness';

/**
 * A new NFL game kicking off in a day, made as the product makes one (createGame, then its five tier
 * pools), and the id of its free pool: a board no other test touches.
 */
export async function freshFreePool(env: TestEnv, teams = { home: 'Green Bay Packers', away: 'Chicago Bears' }): Promise<number> {
  return (await freshTierPools(env, { teams })).byFee.get(0)!;
}

/** A new game's five tier pools (created as the product creates them), by entry fee in cents. */
export async function freshTierPools(
  env: TestEnv,
  options: { kickoffInMs?: number; teams?: { home: string; away: string } } = {},
): Promise<{ gameId: number; byFee: Map<number, number> }> {
  const teams = options.teams ?? { home: 'Kansas City Chiefs', away: 'Denver Broncos' };
  return runUseCase(env.database.db, () => env.now, async (ctx) => {
    const game = await createGame(ctx, {
      leagueId: 1,
      home: { name: teams.home, color: '#e31837' },
      away: { name: teams.away, color: '#fb4f14' },
      week: 'W12',
      season: 2026,
      gameDate: new Date(env.now.getTime() + (options.kickoffInMs ?? 86_400_000)),
    });
    const pools = await createGamePools(ctx, { gameId: game.id });
    return { gameId: game.id, byFee: new Map(pools.map((p) => [p.entryFeeCents, p.id])) };
  }, undefined);
}
