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

/**
 * The public face of a pool. The draw seed is a secret until the digits are drawn (D4): only the
 * commitment is shown before that, so nobody can predict the digits while squares are on sale.
 */
export function toPoolDto({ pool, game, sold, winners = [], held, ledger, leagueActiveWeek }: PoolWithGame): Pool {
  const drawn = pool.rowDigits !== null && pool.columnDigits !== null && pool.drawnAt !== null;
  const totalPotCents = sold * pool.entryFeeCents;
  return {
    id: pool.id,
    gameId: pool.gameId,
    name: pool.name,
    entryFee: centsToDecimalString(pool.entryFeeCents),
    entryFeeCents: pool.entryFeeCents,
    totalPot: centsToDecimalString(totalPotCents),
    totalPotCents,
    currentParticipants: sold,
    maxParticipants: pool.maxParticipants,
    maxSquaresPerPlayer: pool.maxSquaresPerPlayer,
    status: pool.status as Pool['status'],
    isNonprofit: pool.isNonprofit,
    isPrivate: pool.isPrivate,
    collection: pool.collection as Pool['collection'],
    createdBy: pool.createdBy,
    nonprofitName: pool.nonprofitName,
    houseFeeBps: pool.houseFeeBps,
    payoutScheme: { name: pool.payoutScheme as Pool['payoutScheme']['name'], periodBps: pool.payoutBps },
    rules: { numbers: pool.numbersRule as Pool['rules']['numbers'], reverseWinners: pool.reverseWinners, boardSize: pool.boardSize as Pool['rules']['boardSize'] },
    draw: {
      commitment: pool.drawCommitment,
      seed: drawn ? pool.drawSeed : null,
      drawnAt: drawn ? pool.drawnAt!.toISOString() : null,
    },
    digits: drawn ? { rows: pool.rowDigits!, columns: pool.columnDigits! } : null,
    winners,
    refundState: (pool.refundState as Pool['refundState']) ?? null,
    held,
    escrow: escrowFromStored(pool.id, ledger),
    game: toGameDto(game),
    ...(leagueActiveWeek === undefined ? {} : { leagueActiveWeek }),
    createdAt: pool.createdAt.toISOString(),
  };
}
