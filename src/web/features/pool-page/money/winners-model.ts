/**
 * The Winners card as pure functions: each scoring period with its settled winner (the server's
 * pool.winners, corrections included) or where it stands, and what it pays.
 */
import { boardGeometry, headerDigits } from '../../../../domain/board-geometry';
import { formatMoney } from '../../../../domain/money';
import { numbersOfPeriod } from '../../../../domain/period-numbers';
import { NONPROFIT_SHARE_BPS, PERIODS, periodLabel, splitPot, validatePayoutScheme, type Period } from '../../../../domain/payouts';
import { periodsEndedAt } from '../../../../domain/game-progress';
import type { Pool, Winner } from '../../../../domain/schemas';
import { gameDisplayState } from '../../../../domain/status';

export { UNOWNED_WINNER_TEXT } from '../../../../domain/messages';

/** A player by id: the card shows their marker (initials on their colour), as on the board. */
export type WinnerOwner = { kind: 'you' } | { kind: 'player'; userId: string } | { kind: 'guest'; name: string } | { kind: 'unowned' };

export type SettledRow = {
  status: 'settled';
  period: Period;
  /** 'reverse': the square with the score's digits swapped, which shares the prize (a pool with reverse winners). */
  role: Winner['role'];
  label: string;
  homeScore: number;
  awayScore: number;
  row: number;
  column: number;
  /**
   * The away digit of the row and the home digit of the column (D3) that won, in the period's own numbers;
   * on a 5x5 board, of the row's and column's two digits, the ones the score matched. Null if unknown.
   */
  rowDigit: number | null;
  columnDigit: number | null;
  owner: WinnerOwner;
  amountText: string;
  /** "free pool", "not paid" or "paid by the organizer" under the amount. */
  amountNote: string | null;
  /** The result was corrected after it was first settled (score correction). */
  corrected: boolean;
};

export type PendingRow = {
  /** upcoming: not started; in-play: the period being played; awaiting: ended, result not in yet. */
  status: 'upcoming' | 'in-play' | 'awaiting';
  period: Period;
  label: string;
  /** What the period pays on the pot as it stands; null for free pools or an unknown scheme. */
  prizeText: string | null;
};

export type WinnerRow = SettledRow | PendingRow;

export function winnerOwner(userId: string | null, viewerId: string | null, guestName: string | null = null): WinnerOwner {
  if (userId === null) return guestName ? { kind: 'guest', name: guestName } : { kind: 'unowned' };
  if (userId === viewerId) return { kind: 'you' };
  return { kind: 'player', userId };
}

/** The period prizes on the pot collected so far (Q1, Q2, Q3, final), or null when there are none to show. */
function periodPrizes(pool: Pick<Pool, 'entryFeeCents' | 'totalPotCents' | 'houseFeeBps' | 'payoutScheme' | 'isNonprofit'>): number[] | null {
  if (pool.entryFeeCents === 0) return null;
  const checked = validatePayoutScheme(pool.payoutScheme);
  if (!checked.ok) return null;
  try {
    return splitPot({
      potCents: pool.totalPotCents,
      houseFeeBps: pool.houseFeeBps,
      scheme: checked.scheme,
      nonprofitBps: pool.isNonprofit ? NONPROFIT_SHARE_BPS : 0,
    }).periodCents;
  } catch {
    return null;
  }
}

/** What the amount under a settled period means: nothing to pay, not paid, or paid by the organizer (D19). */
function amountNote(w: Winner, pool: Pick<Pool, 'entryFeeCents' | 'collection'>): string | null {
  if (pool.entryFeeCents === 0) return 'free pool';
  if (w.userId === null && !w.guestName) return 'not paid';
  return pool.collection === 'organizer' ? 'paid by the organizer' : null;
}

type WinnerDigitsPool = Pick<Pool, 'digits' | 'digitSets' | 'rules'>;

/** The digits of a winner's row and column that the period's score matched (the reversed square: swapped). */
function winnerDigits(w: Winner, pool: WinnerDigitsPool): { rowDigit: number | null; columnDigit: number | null } {
  const digits = numbersOfPeriod(pool, w.period);
  if (!digits) return { rowDigit: null, columnDigit: null };
  const geometry = boardGeometry(pool.rules.boardSize);
  const [rowWanted, columnWanted] = w.role === 'reverse' ? [w.homeScore % 10, w.awayScore % 10] : [w.awayScore % 10, w.homeScore % 10];
  const pick = (group: number[] | undefined, wanted: number) => (group?.includes(wanted) ? wanted : (group?.[0] ?? null));
  return {
    rowDigit: pick(headerDigits(digits.rows, geometry)[w.row], rowWanted),
    columnDigit: pick(headerDigits(digits.columns, geometry)[w.column], columnWanted),
  };
}

function settledRow(w: Winner, pool: WinnerDigitsPool & Pick<Pool, 'entryFeeCents' | 'collection'>, viewerId: string | null): SettledRow {
  const owned = w.userId !== null || Boolean(w.guestName);
  return {
    status: 'settled',
    period: w.period,
    role: w.role,
    label: w.role === 'reverse' ? `${periodLabel(w.period)} (reverse)` : periodLabel(w.period),
    homeScore: w.homeScore,
    awayScore: w.awayScore,
    row: w.row,
    column: w.column,
    ...winnerDigits(w, pool),
    owner: winnerOwner(w.userId, viewerId, w.guestName),
    amountText: formatMoney(owned ? w.amountCents : 0),
    amountNote: amountNote(w, pool),
    corrected: w.revision > 1,
  };
}

/**
 * All four periods in order: settled ones with their winners (two for a period of a pool with reverse
 * winners: the forward square, then the reversed one), the others with where they stand.
 */
export function winnerRows(
  pool: Pick<Pool, 'winners' | 'digits' | 'digitSets' | 'rules' | 'game' | 'entryFeeCents' | 'collection' | 'totalPotCents' | 'houseFeeBps' | 'payoutScheme' | 'isNonprofit'>,
  viewerId: string | null,
): WinnerRow[] {
  const ended = new Set(periodsEndedAt(pool.game.status));
  const live = gameDisplayState(pool.game.status) === 'LIVE';
  const prizes = periodPrizes(pool);
  let inPlayTaken = false;
  return PERIODS.flatMap((period, i): WinnerRow[] => {
    const winners = pool.winners.filter((w) => w.period === period);
    if (winners.length > 0) return winners.map((winner) => settledRow(winner, pool, viewerId));
    let status: PendingRow['status'] = 'upcoming';
    if (ended.has(period)) status = 'awaiting';
    else if (live && !inPlayTaken) {
      status = 'in-play';
      inPlayTaken = true;
    }
    const prize = prizes?.[i];
    return [{ status, period, label: periodLabel(period), prizeText: prize === undefined ? null : formatMoney(prize) }];
  });
}

/** Whether the Winners card belongs on the page: once the game is under way or a period is settled. */
export function showWinnersCard(pool: Pick<Pool, 'winners' | 'game' | 'status'>): boolean {
  if (pool.status === 'cancelled') return false;
  return pool.winners.length > 0 || gameDisplayState(pool.game.status) !== 'SCHEDULED';
}
