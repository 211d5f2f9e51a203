import { and, asc, count, eq, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { PRIZE_CLAIM_DAYS } from '../../../domain/ledger-settlement';
import type { Winner } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { games, leagues, pools, type PoolRow } from '../../db/schema';
import { notFound } from '../../../domain/errors';
import { getGame } from '../games';
import { poolLedgerJson } from '../ledger';
import { heldSquaresJson } from './held-squares';
import type { PoolWithGame } from './presenter';

/** Squares sold, counted in the same statement as the pool so the two can never disagree. */
const soldCount = sql<number>`(select count(*)::int from squares where squares.pool_id = ${pools.id})`;

/**
 * The pool's settled periods, in period order, read with the pool, each with its prize's claim state:
 * claimable once the escrow paid that revision's prize out (its ledger transaction exists), for 30 days.
 */
export const winnersOf = sql<Winner[]>`coalesce((
  select json_agg(json_build_object(
    'period', p.period, 'role', p.role, 'row', p.row, 'column', p.col, 'userId', p.user_id, 'amountCents', p.amount_cents,
    'guestName', case when p.user_id is null then (select s.guest_name from squares s where s.pool_id = p.pool_id and s.row = p.row and s.col = p.col) end,
    'homeScore', p.home_score, 'awayScore', p.away_score, 'revision', p.revision, 'settledAt', p.settled_at,
    'payoutId', p.id,
    'claimState', case
      when p.amount_cents = 0 or p.user_id is null then null
      when c.state in ('paid', 'manual_pending') then 'claimed'
      when c.state in ('expired', 'expired_paid') then 'expired'
      when exists (select 1 from ledger_transactions lt where lt.id = p.prize_transaction_id) then 'unclaimed'
      else null end,
    'claimDeadline', case when p.amount_cents > 0 and p.user_id is not null then p.settled_at + interval '${sql.raw(String(PRIZE_CLAIM_DAYS))} days' end
  ) order by array_position(array['Q1', 'Q2', 'Q3', 'FINAL'], p.period), p.role)
  from payouts p left join prize_claims c on c.payout_id = p.id and c.revision = p.revision
  where p.pool_id = ${pools.id}
    -- A reverse row on the forward square (one square won both ways) carries nothing and shows nothing.
    and not (p.role = 'reverse' and exists (select 1 from payouts f where f.pool_id = p.pool_id and f.period = p.period
                                            and f.role = 'forward' and f.row = p.row and f.col = p.col))), '[]'::json)`;

/** The game's league's active week: its pools of earlier weeks take no new squares (domain/week-rules). */
export const leagueActiveWeek = sql<string | null>`(select ${leagues.activeWeek} from ${leagues} where ${leagues.id} = ${games.leagueId})`;

function selectPools(db: Db) {
  return db
    .select({
      pool: pools,
      game: games,
      sold: soldCount,
      winners: winnersOf,
      held: heldSquaresJson(pools.id),
      ledger: poolLedgerJson(pools.id),
      leagueActiveWeek,
    })
    .from(pools)
    .innerJoin(games, eq(pools.gameId, games.id));
}

/** Every public pool with its game, soonest game first then by tier. Private pools are unlisted (D11). */
export async function listPublicPools(db: Db): Promise<PoolWithGame[]> {
  return selectPools(db)
    .where(not(pools.isPrivate))
    .orderBy(asc(games.gameDate), asc(games.id), asc(pools.entryFeeCents));
}

export interface PoolFilters {
  leagueId?: number | undefined;
  status?: PoolRow['status'] | undefined;
  /** Words in a team's or the pool's name. */
  q?: string | undefined;
}

/** `%words%` for ILIKE, with LIKE's own wildcards in the words taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function poolFilter({ leagueId, status, q }: PoolFilters): SQL | undefined {
  const text = q?.trim();
  return and(
    leagueId === undefined ? undefined : eq(games.leagueId, leagueId),
    status === undefined ? undefined : eq(pools.status, status),
    text ? or(ilike(games.homeTeam, containing(text)), ilike(games.awayTeam, containing(text)), ilike(pools.name, containing(text))) : undefined,
  );
}

/**
 * Every pool, private ones included (the management console, admins only), one page of them: pools still
 * taking entries or in play first, soonest game first, then finished and cancelled ones; and how many
 * match in all.
 */
export async function listAllPools(db: Db, filters: PoolFilters & { limit: number; offset: number }): Promise<{ pools: PoolWithGame[]; total: number }> {
  const where = poolFilter(filters);
  const finished = inArray(pools.status, ['completed', 'cancelled']);
  const [page, [counted]] = await Promise.all([
    selectPools(db)
      .where(where)
      .orderBy(asc(finished), asc(games.gameDate), asc(games.id), asc(pools.isPrivate), asc(pools.entryFeeCents), asc(pools.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ total: count() }).from(pools).innerJoin(games, eq(pools.gameId, games.id)).where(where),
  ]);
  return { pools: page, total: counted?.total ?? 0 };
}

const publicPoolsOfGame = preparedRead((db) =>
  selectPools(db)
    .where(and(eq(pools.gameId, sql.placeholder('gameId')), not(pools.isPrivate)))
    .orderBy(asc(pools.entryFeeCents))
    .prepare('public_pools_of_game'),
);
const poolById = preparedRead((db) => selectPools(db).where(eq(pools.id, sql.placeholder('id'))).prepare('pool_by_id'));

/** A game's public pools, cheapest first; 404 for a game that does not exist (looked up only when it has none). */
export async function listPoolsOfGame(db: Db, gameId: number): Promise<PoolWithGame[]> {
  const rows = await publicPoolsOfGame(db).execute({ gameId });
  if (rows.length === 0) await getGame(db, gameId);
  return rows;
}

export async function getPool(db: Db, id: number): Promise<PoolWithGame> {
  const [row] = await poolById(db).execute({ id });
  if (!row) throw notFound(`Pool ${id} not found`);
  return row;
}
