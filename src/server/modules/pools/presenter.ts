import { centsToDecimalString } from '../../../domain/money';
import type { Pool, Winner } from '../../../domain/schemas';
import type { GameRow, PoolRow } from '../../db/schema';
import { toGameDto } from '../games';
import { escrowFromStored, type StoredTransaction } from '../ledger';

export interface PoolWithGame {
  pool: PoolRow;
  game: GameRow;
  /** Squares sold. */
  sold: number;
  /** Settled periods (empty when not loaded: pools that cannot have winners yet). */
  winners?: Winner[];
  /** Squares held for players paying for them (read with the pool; none for free pools). */
  held: { row: number; column: number }[];
  /** The pool's ledger transactions (read with the pool): the escrow panel is computed from them. */
  ledger: StoredTransaction[];
  /** The active week of the game's league, read with the pool (when the reader selected it). */
  leagueActiveWeek?: string | null;
}

/** What a pool's answer shows of its board state: a pool row, or the state a pool's change event carries. */
export type PoolBoardState = Pick<PoolRow, 'status' | 'name' | 'refundState' | 'rowDigits' | 'columnDigits' | 'digitSets' | 'drawnAt'> & {
  /** The draw's seed: shown only once the digits are drawn (D4). */
  seed: string | null;
  commitment: string;
};

/**
 * The fields of a pool's answer that its board state decides. The read model applies a pool's change
 * event with it (read-model.ts), so a pool answered from memory and one read from the database agree.
 */
export function poolBoardFields(state: PoolBoardState): Pick<Pool, 'status' | 'name' | 'refundState' | 'digits' | 'digitSets' | 'draw'> {
  const drawn = state.rowDigits !== null && state.columnDigits !== null && state.drawnAt !== null;
  return {
    name: state.name,
    status: state.status,
    draw: {
      commitment: state.commitment,
      seed: drawn ? state.seed : null,
      drawnAt: drawn ? state.drawnAt!.toISOString() : null,
    },
    digits: drawn ? { rows: state.rowDigits!, columns: state.columnDigits! } : null,
    digitSets: drawn ? (state.digitSets ?? null) : null,
    refundState: state.refundState ?? null,
  };
}

/**
 * The public face of a pool. The draw seed is a secret until the digits are drawn (D4): only the
 * commitment is shown before that, so nobody can predict the digits while squares are on sale.
 */
export function toPoolDto({ pool, game, sold, winners = [], held, ledger, leagueActiveWeek }: PoolWithGame): Pool {
  const totalPotCents = sold * pool.entryFeeCents;
  return {
    id: pool.id,
    gameId: pool.gameId,
    ...poolBoardFields({ ...pool, seed: pool.drawSeed, commitment: pool.drawCommitment }),
    entryFee: centsToDecimalString(pool.entryFeeCents),
    entryFeeCents: pool.entryFeeCents,
    totalPot: centsToDecimalString(totalPotCents),
    totalPotCents,
    currentParticipants: sold,
    maxParticipants: pool.maxParticipants,
    maxSquaresPerPlayer: pool.maxSquaresPerPlayer,
    isNonprofit: pool.isNonprofit,
    isPrivate: pool.isPrivate,
    collection: pool.collection,
    createdBy: pool.createdBy,
    nonprofitName: pool.nonprofitName,
    houseFeeBps: pool.houseFeeBps,
    payoutScheme: { name: pool.payoutScheme, periodBps: pool.payoutBps },
    rules: { numbers: pool.numbersRule, reverseWinners: pool.reverseWinners, boardSize: pool.boardSize },
    winners,
    held,
    escrow: escrowFromStored(pool.id, ledger),
    game: toGameDto(game),
    ...(leagueActiveWeek === undefined ? {} : { leagueActiveWeek }),
    // Only members (and admins) are ever answered a private pool (assertCanSeePool), and they hold its code already.
    ...(pool.isPrivate && pool.inviteCode ? { inviteCode: pool.inviteCode } : {}),
    createdAt: pool.createdAt.toISOString(),
  };
}
