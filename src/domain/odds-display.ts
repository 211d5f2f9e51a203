/**
 * How the pool page words and orders the odds of a square. Apart from odds-history.ts, which
 * counts the shipped results: this imports types only, so the page can use it without loading the
 * counting and the data up front.
 */
import type { Coordinate } from './board';
import type { SquareOdds } from './odds';

/** "2024-2025 seasons" for consecutive seasons, "2024 season", else "2016, 2022 and 2024 seasons". */
export function seasonsText(seasons: readonly number[]): string {
  if (seasons.length === 0) return '';
  if (seasons.length === 1) return `${seasons[0]} season`;
  const consecutive = seasons.every((s, i) => i === 0 || s === seasons[i - 1]! + 1);
  if (consecutive) return `${seasons[0]}-${seasons[seasons.length - 1]} seasons`;
  return `${seasons.slice(0, -1).join(', ')} and ${seasons[seasons.length - 1]} seasons`;
}

/**
 * The fewest games a chance is shown from. From a handful of games a square's percentage is mostly
 * noise (one game more or less moves it by points), so below this the page says the data is too thin.
 */
export const MIN_ODDS_GAMES = 200;

/** Whether a period's chances rest on enough games to be shown. */
export const hasEnoughGames = (sample: { games: number }): boolean => sample.games >= MIN_ODDS_GAMES;

export type SquareOrder = 'position' | 'odds';

/** A player's squares by position (row, then column) or by their chance of winning the final, best first. */
export function orderSquares<T extends Coordinate>(squares: readonly T[], order: SquareOrder, finalOdds: readonly (readonly SquareOdds[])[]): T[] {
  const byPosition = (a: T, b: T) => a.row - b.row || a.column - b.column;
  if (order === 'position') return [...squares].sort(byPosition);
  const chance = (s: T) => {
    const odds = finalOdds[s.row]?.[s.column];
    return odds && odds.games > 0 ? odds.wins / odds.games : -1;
  };
  return [...squares].sort((a, b) => chance(b) - chance(a) || byPosition(a, b));
}
