import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { ScoreSnapshot } from '../src/domain/game-progress';
import { batchOf, HERD_BATCH, runHerd, WHOLE_HERD } from '../src/server/core/herd';
import { runUseCase, type UseCase } from '../src/server/core/use-case';
import type { Database } from '../src/server/db/client';
import { games, users } from '../src/server/db/schema';
import { kickOffGame } from '../src/server/modules/pools';
import { applyInHerds, scoreGame } from '../src/server/modules/scores';
import { freshPostgresDatabase, reachablePostgres } from './support/postgres-database';
import { printTable } from './support/table';

/**
 * Herds on PostgreSQL: one game with POOLS free pools (ten squares sold in each)
 * kicks off, ends Q1 and ends (the final completes every pool), as the lifecycle ticker runs it: pages
 * of HERD_BATCH pools per transaction, and for comparison the whole herd in one transaction (as before).
 * Prints pools per second per step, the transactions it took and the longest one (how long the pools of
 * that page, and for a score the game row, stayed locked). `npm run bench -- herds`; BENCH_HERD_POOLS.
 */
const POOLS = Number(process.env.BENCH_HERD_POOLS ?? 5000);
const NOW = new Date('2026-01-10T18:00:00Z');

type Step = { transactions: number; longestMs: number };

/** Runs use cases at `now`, timing each transaction. */
function timedRun(database: Database, now: Date, step: Step) {
  return async <I, O>(useCase: UseCase<I, O>, input: I): Promise<O> => {
    const started = performance.now();
    try {
      return await runUseCase(database.db, () => now, useCase, input);
    } finally {
      step.transactions++;
      step.longestMs = Math.max(step.longestMs, performance.now() - started);
    }
  };
}

async function herdGame(database: Database, label: string): Promise<number> {
  const [game] = await database.db
    .insert(games)
    .values({ leagueId: 1, homeTeam: `${label} Home`, awayTeam: `${label} Away`, homeTeamColor: '#111111', awayTeamColor: '#eeeeee', week: 'W18', gameDate: new Date(NOW.getTime() + 3600_000) })
    .returning();
  const [player] = await database.db.insert(users).values({ firstName: label }).returning({ id: users.id });
  await database.db.execute(sql`
    insert into pools (game_id, name, entry_fee_cents, house_fee_bps, payout_scheme, payout_bps, is_private, draw_commitment, draw_seed)
    select ${game!.id}, ${label} || ' ' || i, 0, 0, 'equal', '[2500,2500,2500,2500]'::jsonb, true, md5('c' || i) || md5('d' || i), md5('s' || i) || md5(${label} || i)
    from generate_series(1, ${POOLS}) i`);
  await database.db.execute(sql`
    insert into squares (pool_id, user_id, row, col, purchase_price_cents)
    select p.id, ${player!.id}, p.id % 10, c, 0 from pools p cross join generate_series(0, 9) c where p.game_id = ${game!.id}`);
  await database.db.execute(sql`analyze pools; analyze squares; analyze payouts`);
  return game!.id;
}

const Q1: ScoreSnapshot = { status: '2q', quarter: 2, homeScore: 7, awayScore: 3, homeQuarterPoints: [7, 0], awayQuarterPoints: [3, 0] };
const FINAL: ScoreSnapshot = { status: 'FT', quarter: 4, homeScore: 24, awayScore: 17, homeQuarterPoints: [7, 3, 7, 7], awayQuarterPoints: [3, 7, 0, 7] };

async function measure(database: Database, label: string, batchSize: number): Promise<Record<string, string | number>[]> {
  const gameId = await herdGame(database, label);
  const rows: Record<string, string | number>[] = [];
  const at = (minutes: number) => new Date(NOW.getTime() + 3600_000 + minutes * 60_000);
  const step = async (name: string, now: Date, work: (run: ReturnType<typeof timedRun>) => Promise<unknown>) => {
    const timing: Step = { transactions: 0, longestMs: 0 };
    const started = performance.now();
    await work(timedRun(database, now, timing));
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      herd: label,
      step: name,
      pools: POOLS,
      'pools/s': Math.round(POOLS / seconds),
      seconds: seconds.toFixed(2),
      transactions: timing.transactions,
      'longest tx ms': Math.round(timing.longestMs),
      load: loadavg()[0]!.toFixed(1),
    });
  };
  await step('kickoff', at(0), (run) => runHerd({ batchSize }, async (page) => batchOf(await run(kickOffGame, { gameId, page }))));
  await step('Q1 settled', at(30), (run) => applyInHerds(run, scoreGame, { gameId, snapshot: Q1, source: 'espn' }, { batchSize }));
  await step('final: settled, completed', at(180), (run) => applyInHerds(run, scoreGame, { gameId, snapshot: FINAL, source: 'espn' }, { batchSize }));
  return rows;
}

const admin = await reachablePostgres('herds');
if (admin) {
  const bench = await freshPostgresDatabase(admin, NOW);
  try {
    console.log(`${POOLS.toLocaleString('en-US')} free pools of one game, 10 squares each; load average before: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const rows = [...(await measure(bench.database, `pages of ${HERD_BATCH}`, HERD_BATCH)), ...(await measure(bench.database, 'one transaction', WHOLE_HERD.limit))];
    printTable('Herds on PostgreSQL (the lifecycle ticker\'s steps for one game)', rows);
  } finally {
    await bench.close();
  }
}
