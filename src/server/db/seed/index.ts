import { eq, sql } from 'drizzle-orm';
import { drawDigits } from '../../../domain/draw';
import { SQUARE_COUNT } from '../../../domain/board';
import { createTierPools } from '../../modules/pools';
import type { Db } from '../client';
import { games, leagues, pools } from '../schema';
import { planDemoGames, type DemoGame } from './demo-games';
import type { LeagueCode } from './teams';

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
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(leagues);
    if ((existing?.n ?? 0) > 0) return { seeded: false, leagues: 0, games: 0, pools: 0 };

    const plan = planDemoGames(now);
    const leagueIds = new Map<LeagueCode, number>();
    for (const [index, league] of LEAGUES.entries()) {
      const [row] = await tx
        .insert(leagues)
        .values({
          id: index + 1,
          name: league.code,
          displayName: league.displayName,
          sport: league.sport,
          activeWeek: plan.find((g) => g.league === league.code)?.week ?? null,
        })
        .returning();
      leagueIds.set(league.code, row!.id);
    }
    // Ids were given explicitly (NFL must be 1), so move the sequence past them.
    await tx.execute(sql`select setval(pg_get_serial_sequence('leagues', 'id'), (select max(id) from leagues))`);

    let poolCount = 0;
    for (const game of plan) {
      const [row] = await tx.insert(games).values(gameValues(game, leagueIds.get(game.league)!)).returning();
      const created = await createTierPools(tx, row!.id);
      poolCount += created.length;
      if (game.result) await closeDemoHistory(tx, created, game.gameDate);
    }
    return { seeded: true, leagues: LEAGUES.length, games: plan.length, pools: poolCount };
  });
}

function gameValues(game: DemoGame, leagueId: number): typeof games.$inferInsert {
  const base = {
    leagueId,
    homeTeam: game.home.name,
    awayTeam: game.away.name,
    homeTeamColor: game.home.primaryColor,
    awayTeamColor: game.away.primaryColor,
    week: game.week,
    season: game.season,
    gameDate: game.gameDate,
  };
  if (!game.result) return { ...base, status: 'scheduled' };
  const { q1, q2, q3, final } = game.result.periods;
  return {
    ...base,
    status: 'FT',
    quarter: game.result.homeQuarterPoints.length,
    homeScore: final!.home,
    awayScore: final!.away,
    q1Home: q1!.home,
    q1Away: q1!.away,
    q2Home: q2!.home,
    q2Away: q2!.away,
    q3Home: q3!.home,
    q3Away: q3!.away,
    finalHome: final!.home,
    finalAway: final!.away,
  };
}

/**
 * A demo game that has already been played ends the way the lifecycle would have left it (D5): nobody
 * bought in, so the free pool locked, drew its digits anyway and completed; the paid pools were
 * cancelled (there was nothing to refund).
 */
async function closeDemoHistory(tx: Db, created: (typeof pools.$inferSelect)[], kickoff: Date): Promise<void> {
  for (const pool of created) {
    if (pool.entryFeeCents > 0) {
      await tx.update(pools).set({ status: 'cancelled' }).where(eq(pools.id, pool.id));
      continue;
    }
    const digits = await drawDigits(pool.drawSeed, Array<string | null>(SQUARE_COUNT).fill(null));
    await tx
      .update(pools)
      .set({ status: 'completed', rowDigits: digits.rows, columnDigits: digits.columns, drawnAt: kickoff })
      .where(eq(pools.id, pool.id));
  }
}
