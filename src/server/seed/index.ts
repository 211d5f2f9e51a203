import { sql } from 'drizzle-orm';
import { runUseCase, type UseCase } from '../core/use-case';
import type { Db } from '../db/client';
import { leagues } from '../db/schema';
import { createGame } from '../modules/games';
import { createLeague } from '../modules/leagues';
import { createGamePools } from '../modules/pools';
import { planDemoGames } from './demo-games';
import type { LeagueCode } from '../../domain/teams';

/** Serialises seeding when several processes start on one empty PostgreSQL database. */
const SEED_LOCK_KEY = 724_310_002;

const LEAGUES: { code: LeagueCode; displayName: string; sport: 'football' | 'basketball' }[] = [
  { code: 'NFL', displayName: 'National Football League', sport: 'football' },
  { code: 'NBA', displayName: 'National Basketball Association', sport: 'basketball' },
  { code: 'NCAAF', displayName: 'NCAA Football', sport: 'football' },
];

export interface SeedResult {
  seeded: boolean;
  leagues: number;
  games: number;
  pools: number;
}

/**
 * First start on an empty database: the three leagues (NFL is id 1, the default), a demo slate around
 * `now` and the five tier pools of every game. Any later start finds leagues and leaves the data alone.
 * One transaction: a crash half-way leaves an empty database that the next start seeds again.
 */
export async function seedIfEmpty(db: Db, now: Date): Promise<SeedResult> {
  return runUseCase(db, () => now, seedDemoData, undefined);
}

/** Writes nothing itself: every row comes from the modules' use cases, sharing this one transaction. */
const seedDemoData: UseCase<void, SeedResult> = async (ctx) => {
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
  const [existing] = await ctx.tx.select({ n: sql<number>`count(*)::int` }).from(leagues);
  if ((existing?.n ?? 0) > 0) return { seeded: false, leagues: 0, games: 0, pools: 0 };

  const plan = planDemoGames(ctx.now);
  const leagueIds = new Map<LeagueCode, number>();
  for (const [index, league] of LEAGUES.entries()) {
    const row = await createLeague(ctx, {
      id: index + 1,
      name: league.code,
      displayName: league.displayName,
      sport: league.sport,
      activeWeek: plan.find((g) => g.league === league.code)?.week ?? null,
    });
    leagueIds.set(league.code, row.id);
  }

  let poolCount = 0;
  for (const game of plan) {
    const row = await createGame(ctx, {
      leagueId: leagueIds.get(game.league)!,
      home: { name: game.home.name, color: game.home.primaryColor },
      away: { name: game.away.name, color: game.away.primaryColor },
      week: game.week,
      season: game.season,
      gameDate: game.gameDate,
      result: game.result && { periodsPlayed: game.result.homeQuarterPoints.length, periods: game.result.periods },
    });
    const created = await createGamePools(ctx, { gameId: row.id, playedAt: game.result ? game.gameDate : null });
    poolCount += created.length;
  }
  return { seeded: true, leagues: LEAGUES.length, games: plan.length, pools: poolCount };
};
