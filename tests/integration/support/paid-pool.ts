import type { PeriodScores } from '../../../src/domain/scoring';
import { capturedPaymentTx } from '../../../src/domain/ledger-payments';
import { PAYOUT_SCHEMES } from '../../../src/domain/payouts';
import type { UseCase } from '../../../src/server/core/use-case';
import { games, payments, pools, squares, users } from '../../../src/server/db/schema';
import { appendLedgerTransaction } from '../../../src/server/modules/ledger';
import { periodScoreColumns } from '../../../src/server/modules/scores';
import { uniqueEmail } from './client';
import type { TestEnv } from './harness';

export type PaidPoolSpec = {
  /** The game as the pool finds it: its status and the end score of each period known. */
  game: { status: string; periods: PeriodScores };
  feeCents: number;
  /** Squares sold, row by row from the top left, to three players in turn. */
  sold: number;
  houseFeeBps: number;
  nonprofitBps: number | null;
  scheme: keyof typeof PAYOUT_SCHEMES;
  rows: number[];
  columns: number[];
};

/** The cumulative end score of each period from the points scored in each (home, away). */
export function cumulativeScores(points: readonly [number, number][]): PeriodScores {
  const upTo = (n: number) => points.slice(0, n).reduce((sum, [home, away]) => ({ home: sum.home + home, away: sum.away + away }), { home: 0, away: 0 });
  return { q1: upTo(1), q2: upTo(2), q3: upTo(3), final: upTo(4) };
}

const appendAll: UseCase<{ transactions: ReturnType<typeof capturedPaymentTx>[] }, void> = async ({ tx, now }, { transactions }) => {
  for (const transaction of transactions) await appendLedgerTransaction(tx, transaction, now);
};

let made = 0;

/**
 * A private paid pool in play (drawn, active) on a game of its own, made straight in the database: its
 * squares sold and paid (captured at once, in the ledger), nothing settled yet.
 */
export async function paidPoolInPlay(env: TestEnv, spec: PaidPoolSpec): Promise<{ poolId: number; gameId: number; potCents: number }> {
  const { db } = env.database;
  const run = `${process.pid}-${++made}-${Date.now().toString(36)}`;
  const { periods } = spec.game;
  const latest = periods.final ?? periods.q3 ?? periods.q2 ?? periods.q1 ?? { home: 0, away: 0 };
  const [game] = await db
    .insert(games)
    .values({
      leagueId: 1,
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Denver Broncos',
      homeTeamColor: '#e31837',
      awayTeamColor: '#fb4f14',
      gameDate: new Date(env.now.getTime() - 4 * 3600_000),
      status: spec.game.status,
      quarter: 4,
      homeScore: latest.home,
      awayScore: latest.away,
      ...periodScoreColumns(periods),
    })
    .returning();
  const scheme = PAYOUT_SCHEMES[spec.scheme];
  const [pool] = await db
    .insert(pools)
    .values({
      gameId: game!.id,
      name: `Paid pool ${run}`,
      entryFeeCents: spec.feeCents,
      houseFeeBps: spec.houseFeeBps,
      payoutScheme: scheme.name,
      payoutBps: [...scheme.periodBps] as [number, number, number, number],
      isNonprofit: spec.nonprofitBps !== null,
      nonprofitBps: spec.nonprofitBps ?? 0,
      isPrivate: true,
      inviteCode: `paid-${run}`,
      status: 'active',
      drawCommitment: `commitment-${run}`,
      drawSeed: `seed-${run}`,
      rowDigits: spec.rows,
      columnDigits: spec.columns,
      drawnAt: env.now,
    })
    .returning();
  const poolId = pool!.id;
  const players = await db
    .insert(users)
    .values([0, 1, 2].map((i) => ({ email: uniqueEmail(`paid${i}`), firstName: `Paid${i}` })))
    .returning({ id: users.id });
  const owned = Array.from({ length: spec.sold }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10, userId: players[i % 3]!.id }));
  await db.insert(squares).values(owned.map((s) => ({ poolId, ...s, purchasePriceCents: spec.feeCents, purchasedAt: env.now })));
  const paid = players
    .map((player, i) => ({ player, mine: owned.filter((s) => s.userId === player.id), intentId: `pi_paid_${run}_${i}` }))
    .filter((p) => p.mine.length > 0);
  await db.insert(payments).values(
    paid.map(({ player, mine, intentId }): typeof payments.$inferInsert => ({
      id: crypto.randomUUID(),
      userId: player.id,
      poolId,
      amountCents: mine.length * spec.feeCents,
      captureMethod: 'automatic',
      squares: mine.map((s) => [s.row, s.column] as [number, number]),
      provider: 'sandbox',
      createKey: `create-${intentId}`,
      intentId,
      status: 'completed',
      intentStatus: 'succeeded',
      holdExpiresAt: env.now,
      completedAt: env.now,
      createdAt: env.now,
      updatedAt: env.now,
    })),
  );
  const transactions = paid.map(({ mine, intentId }) => capturedPaymentTx({ paymentIntentId: intentId, poolId, amountCents: mine.length * spec.feeCents }));
  await env.app.deps.run(appendAll, { transactions }, env.now);
  return { poolId, gameId: game!.id, potCents: spec.sold * spec.feeCents };
}
