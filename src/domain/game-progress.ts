import type { Period } from './periods';
import type { PeriodScores, Score } from './scoring';
import { cumulativePeriodScores } from './scoring';
import { isGameOver } from './status';

/**
 * How a game moves: scheduled -> 1q -> 2q -> ht -> 3q -> 4q -> (ot) -> FT, with the cumulative score at
 * the end of Q1, Q2 (halftime), Q3 and the final (overtime included) fixed as each period ends (D3).
 * Pure: the server applies every score update through advanceGame, whatever feed it came from.
 */
export const GAME_STATUS_ORDER = ['scheduled', '1q', '2q', 'ht', '3q', '4q', 'ot', 'FT'] as const;
export type GameStatusCode = (typeof GAME_STATUS_ORDER)[number];

/** What a score feed reports about one game at one moment. */
export interface ScoreSnapshot {
  status: GameStatusCode;
  /** The quarter in play (1-4; 5+ is overtime); for FT the last quarter played. */
  quarter: number;
  homeScore: number;
  awayScore: number;
  /** Points per quarter so far (index 0 = Q1; index 4+ = overtime), when the feed knows them. */
  homeQuarterPoints?: number[];
  awayQuarterPoints?: number[];
}

export interface GameProgress {
  status: string;
  quarter: number;
  homeScore: number;
  awayScore: number;
  periods: PeriodScores;
}

export interface Advance {
  progress: GameProgress;
  /** Periods that ended with this update, in order. */
  ended: Period[];
  /** Periods that had already ended and whose score this update corrects. */
  corrected: Period[];
  /**
   * Periods the game is past but whose end score nobody knows (the feed jumped over them without
   * quarter points). They stay unset, are never settled on a guess, and wait for an admin.
   */
  unresolved: Period[];
  /** True when the update was older than what the game already shows and was ignored. */
  stale: boolean;
}

const PERIOD_KEYS = { Q1: 'q1', Q2: 'q2', Q3: 'q3', FINAL: 'final' } as const satisfies Record<Period, keyof PeriodScores>;
/** The status a game shows while each of Q1-Q3 is in play (the last score seen then ends it). */
const IN_PLAY: Partial<Record<Period, GameStatusCode>> = { Q1: '1q', Q2: '2q', Q3: '3q' };
const PERIOD_ORDER: Period[] = ['Q1', 'Q2', 'Q3', 'FINAL'];

/** The position of a raw status in the game's order; unknown codes count as not started. */
export function statusRank(status: string): number {
  const code = status.trim().toLowerCase();
  if (isGameOver(code)) return GAME_STATUS_ORDER.indexOf('FT');
  const index = GAME_STATUS_ORDER.findIndex((s) => s.toLowerCase() === code);
  return index < 0 ? 0 : index;
}

/** A period's end score, null while nobody knows it. */
export function scoreOfPeriod(periods: PeriodScores, period: Period): Score | null {
  return periods[PERIOD_KEYS[period]];
}

/** Which periods have ended once a game has reached a status. */
export function periodsEndedAt(status: string): Period[] {
  const rank = statusRank(status);
  const ended: Period[] = [];
  if (rank >= statusRank('2q')) ended.push('Q1');
  if (rank >= statusRank('ht')) ended.push('Q2');
  if (rank >= statusRank('4q')) ended.push('Q3');
  if (rank >= statusRank('FT')) ended.push('FINAL');
  return ended;
}

const same = (a: { home: number; away: number } | null, b: { home: number; away: number } | null) =>
  a !== null && b !== null && a.home === b.home && a.away === b.away;

/**
 * Applies one snapshot. Period end scores come from the quarter points when the feed gives them
 * (exact; and a later snapshot with different points corrects an ended period); otherwise a period
 * ends with the last score recorded while it was in play, and halftime and the final with the score
 * the snapshot reports. An update that would move the game backwards is ignored.
 */
export function advanceGame(current: GameProgress, snapshot: ScoreSnapshot): Advance {
  if (statusRank(snapshot.status) < statusRank(current.status)) {
    return { progress: current, ended: [], corrected: [], unresolved: [], stale: true };
  }
  const periods: PeriodScores = { ...current.periods };
  const ended: Period[] = [];
  const corrected: Period[] = [];
  const unresolved: Period[] = [];
  const fromPoints =
    snapshot.homeQuarterPoints && snapshot.awayQuarterPoints
      ? cumulativePeriodScores(snapshot.homeQuarterPoints, snapshot.awayQuarterPoints)
      : null;
  const endedNow = new Set(periodsEndedAt(snapshot.status));

  for (const period of PERIOD_ORDER) {
    if (!endedNow.has(period)) continue;
    const key = PERIOD_KEYS[period];
    const previous = periods[key];
    const endScore = fromPoints?.[key] ?? endScoreWithoutPoints(period, current, snapshot);
    if (previous === null) {
      if (endScore === null) {
        unresolved.push(period);
        continue;
      }
      periods[key] = endScore;
      ended.push(period);
    } else if (fromPoints?.[key] && !same(previous, fromPoints[key])) {
      periods[key] = fromPoints[key];
      corrected.push(period);
    }
  }
  const final = periods.final;
  return {
    progress: {
      status: snapshot.status,
      quarter: snapshot.quarter,
      // At the final whistle the game's score is the final period's score.
      homeScore: final && snapshot.status === 'FT' ? final.home : snapshot.homeScore,
      awayScore: final && snapshot.status === 'FT' ? final.away : snapshot.awayScore,
      periods,
    },
    ended,
    corrected,
    unresolved,
    stale: false,
  };
}

/**
 * Without quarter points: halftime and the final carry their own score; Q1-Q3 end with the last score
 * seen while the game was in that period, which is known only if the game was seen in it.
 */
function endScoreWithoutPoints(period: Period, current: GameProgress, snapshot: ScoreSnapshot) {
  if (period === 'FINAL' || (period === 'Q2' && snapshot.status === 'ht')) {
    return { home: snapshot.homeScore, away: snapshot.awayScore };
  }
  return current.status === IN_PLAY[period] ? { home: current.homeScore, away: current.awayScore } : null;
}

/**
 * An admin sets an ended period's score: it corrects a recorded period (re-settled), or resolves one
 * the feed skipped (settled for the first time).
 */
export function correctPeriod(current: GameProgress, period: Period, score: { home: number; away: number }): Advance {
  const key = PERIOD_KEYS[period];
  if (!periodsEndedAt(current.status).includes(period)) throw new RangeError(`${period} has not ended yet`);
  const previous = current.periods[key];
  const unchanged = { progress: current, ended: [], corrected: [], unresolved: [], stale: false };
  if (same(previous, score)) return unchanged;
  const periods = { ...current.periods, [key]: score };
  const atFinal = period === 'FINAL';
  return {
    progress: { ...current, periods, ...(atFinal ? { homeScore: score.home, awayScore: score.away } : {}) },
    ended: previous === null ? [period] : [],
    corrected: previous === null ? [] : [period],
    unresolved: [],
    stale: false,
  };
}
