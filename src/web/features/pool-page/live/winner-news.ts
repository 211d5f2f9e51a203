/**
 * Announcing settled periods while a player watches (D15): which 'winner' events are news, and the
 * toast that says so. A winner already settled when the page connected is never announced; a period
 * settled again with a different result (an admin's correction) is announced as corrected.
 */
import { QUARTER_WINNER } from '../../../../domain/messages';
import { formatMoney } from '../../../../domain/money';
import { periodNumber, type Period } from '../../../../domain/periods';
import type { Winner } from '../../../../domain/schemas';
import type { ToastInput } from '../../../lib/toast/use-toast';

export type WinnerNews = 'new' | 'corrected' | 'known';

/** Everything that makes a settlement what it is (not when it was written). */
export function winnerKey(w: Winner): string {
  return [w.period, w.row, w.column, w.userId ?? '', w.amountCents, w.homeScore, w.awayScore].join('|');
}

export type WinnerTracker = {
  /** Winners the page already shows (a snapshot on every (re)connection): never news. */
  remember: (winners: readonly Winner[]) => void;
  /** Classifies a 'winner' event and remembers it. */
  classify: (winner: Winner) => WinnerNews;
};

export function createWinnerTracker(): WinnerTracker {
  const seen = new Map<Period, string>();
  return {
    remember(winners) {
      for (const w of winners) seen.set(w.period, winnerKey(w));
    },
    classify(winner) {
      const key = winnerKey(winner);
      const previous = seen.get(winner.period);
      seen.set(winner.period, key);
      if (previous === key) return 'known';
      return previous === undefined ? 'new' : 'corrected';
    },
  };
}

/** "Square row 3 · column 7": rows and columns count from 1, as on the board. */
export function winnerSquareText(w: Pick<Winner, 'row' | 'column'>): string {
  return `Square row ${w.row + 1} · column ${w.column + 1}`;
}

/** What the winning square means for the viewer, after the dash. */
export function winnerOutcomeText(w: Winner, viewerId: string | null, free: boolean): string {
  if (w.userId === null) return 'unowned, no payout';
  const amount = formatMoney(w.amountCents);
  if (w.userId === viewerId) return free ? 'you won! (free pool, no cash prize)' : `you won ${amount}!`;
  return free ? 'another player’s square (free pool)' : `${amount} to another player`;
}

/**
 * The toast of a period settled while watching: "Quarter 1 Winner!" (spec section 8; the final is
 * quarter 4) and "Square row 3 · column 7 — you won $225.00!". A correction says so first.
 */
export function winnerToast(w: Winner, options: { viewerId: string | null; free: boolean; news: Exclude<WinnerNews, 'known'> }): ToastInput {
  const text = `${winnerSquareText(w)} — ${winnerOutcomeText(w, options.viewerId, options.free)}`;
  const mine = w.userId !== null && w.userId === options.viewerId;
  return {
    title: QUARTER_WINNER(periodNumber(w.period)),
    description: options.news === 'corrected' ? `Corrected result: ${text}` : text,
    variant: mine ? 'success' : 'default',
  };
}
