import type { ScoreSnapshot } from '../../domain/game-progress';
import type { HistoricalGame } from './historical-games';

/**
 * Where a time-compressed replay stands after `elapsedMs`: each quarter (and overtime) lasts
 * `secondsPerQuarter`, with a half-quarter halftime after Q2; a quarter's points land at its midpoint.
 * Pure, so a replay at any moment can be computed (and tested) without having watched it.
 */
export function replaySnapshot(game: Pick<HistoricalGame, 'homeQuarterPoints' | 'awayQuarterPoints'>, elapsedMs: number, secondsPerQuarter: number): ScoreSnapshot {
  const quarterMs = secondsPerQuarter * 1000;
  const periods = game.homeQuarterPoints.length;
  const segments: { kind: 'quarter' | 'halftime'; index: number; ms: number }[] = [];
  for (let i = 0; i < periods; i++) {
    segments.push({ kind: 'quarter', index: i, ms: quarterMs });
    if (i === 1) segments.push({ kind: 'halftime', index: 1, ms: quarterMs / 2 });
  }
  const snapshot = (status: ScoreSnapshot['status'], quarter: number, points: { home: number[]; away: number[] }): ScoreSnapshot => ({
    status,
    quarter,
    homeScore: points.home.reduce((a, b) => a + b, 0),
    awayScore: points.away.reduce((a, b) => a + b, 0),
    homeQuarterPoints: points.home,
    awayQuarterPoints: points.away,
  });

  if (elapsedMs < 0) return { status: 'scheduled', quarter: 0, homeScore: 0, awayScore: 0 };
  let t = elapsedMs;
  for (const segment of segments) {
    if (t >= segment.ms) {
      t -= segment.ms;
      continue;
    }
    if (segment.kind === 'halftime') {
      return snapshot('ht', 2, { home: game.homeQuarterPoints.slice(0, 2), away: game.awayQuarterPoints.slice(0, 2) });
    }
    const quarter = segment.index + 1;
    const status = quarter <= 4 ? (`${quarter}q` as ScoreSnapshot['status']) : 'ot';
    const scored = t >= segment.ms / 2;
    const completed = segment.index;
    const points = {
      home: [...game.homeQuarterPoints.slice(0, completed), scored ? game.homeQuarterPoints[segment.index]! : 0],
      away: [...game.awayQuarterPoints.slice(0, completed), scored ? game.awayQuarterPoints[segment.index]! : 0],
    };
    return snapshot(status, quarter, points);
  }
  return snapshot('FT', periods, { home: [...game.homeQuarterPoints], away: [...game.awayQuarterPoints] });
}

/** How long a replay runs from kickoff to the final whistle. */
export function replayDurationMs(game: Pick<HistoricalGame, 'homeQuarterPoints'>, secondsPerQuarter: number): number {
  return (game.homeQuarterPoints.length + 0.5) * secondsPerQuarter * 1000;
}
