/**
 * Which numbers a board shows. A pool drawing new numbers each period publishes one set per
 * period (pool.digitSets, Q1 to final); the pool page shows one of them at a time, by default the set of
 * the period in play, or of the next one to be decided (halftime's score is in, so the 3rd quarter's set
 * is next). A pool with one set per game shows that set whatever the period.
 */
import { periodsEndedAt } from './game-progress';
import { PERIODS, type Period } from './periods';
import type { Digits } from './scoring';

/** The period switch's short names. */
export const PERIOD_SWITCH_LABELS: Record<Period, string> = { Q1: 'Q1', Q2: 'Halftime', Q3: 'Q3', FINAL: 'Final' };

const PERIOD_POSSESSIVE: Record<Period, string> = {
  Q1: "the 1st quarter's",
  Q2: "halftime's",
  Q3: "the 3rd quarter's",
  FINAL: "the final's",
};

/**
 * The period in play or the next to be decided, from the game's raw status (and its quarter for a bare
 * "live" code): Q1 before kickoff, FINAL from the 4th quarter on and after the final whistle.
 */
export function periodInPlay(game: { status: string; quarter?: number | null }): Period {
  if (game.status.trim().toLowerCase() === 'live') {
    const quarter = game.quarter ?? 1;
    return quarter >= 4 ? 'FINAL' : (PERIODS[Math.max(0, quarter - 1)] ?? 'Q1');
  }
  const ended = new Set(periodsEndedAt(game.status));
  return PERIODS.find((period) => !ended.has(period)) ?? 'FINAL';
}

/**
 * The numbers a period plays with: its own set when the pool has one per period, else the game's; null
 * before the draw or when a period's set is missing. Settlement, the pool page and the print all read it.
 */
export function numbersOfPeriod(pool: { digits: Digits | null; digitSets: readonly Digits[] | null }, period: Period): Digits | null {
  if (!pool.digits) return null;
  if (!pool.digitSets) return pool.digits;
  return pool.digitSets[PERIODS.indexOf(period)] ?? null;
}

/** "New numbers each period: showing the 3rd quarter's numbers." */
export function periodNumbersLine(period: Period): string {
  return `New numbers each period: showing ${PERIOD_POSSESSIVE[period]} numbers.`;
}

/** The period a switch key moves to (arrows wrap around, Home and End go to the ends); null for other keys. */
export function nextPeriodByKey(current: Period, key: string): Period | null {
  const index = PERIODS.indexOf(current);
  const last = PERIODS.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return PERIODS[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
    case 'ArrowUp':
      return PERIODS[index === 0 ? last : index - 1]!;
    case 'Home':
      return PERIODS[0];
    case 'End':
      return PERIODS[last]!;
    default:
      return null;
  }
}
