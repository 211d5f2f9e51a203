import { describe, expect, it } from 'vitest';
import { advanceGame, correctPeriod, periodsEndedAt, statusRank, type GameProgress, type ScoreSnapshot } from './game-progress';

const kickoff: GameProgress = {
  status: 'scheduled',
  quarter: 0,
  homeScore: 0,
  awayScore: 0,
  periods: { q1: null, q2: null, q3: null, final: null },
};

function play(snapshots: ScoreSnapshot[], from = kickoff) {
  let state = from;
  const endedLog: string[] = [];
  for (const snapshot of snapshots) {
    const result = advanceGame(state, snapshot);
    endedLog.push(...result.ended);
    state = result.progress;
  }
  return { state, endedLog };
}

describe('game progress', () => {
  it('orders statuses and knows which periods have ended', () => {
    expect(statusRank('scheduled')).toBeLessThan(statusRank('1q'));
    expect(statusRank('ht')).toBeGreaterThan(statusRank('2q'));
    expect(statusRank('FT')).toBe(statusRank('completed'));
    expect(statusRank('weird')).toBe(0);
    expect(periodsEndedAt('1q')).toEqual([]);
    expect(periodsEndedAt('2q')).toEqual(['Q1']);
    expect(periodsEndedAt('ht')).toEqual(['Q1', 'Q2']);
    expect(periodsEndedAt('3q')).toEqual(['Q1', 'Q2']);
    expect(periodsEndedAt('ot')).toEqual(['Q1', 'Q2', 'Q3']);
    expect(periodsEndedAt('FT')).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
  });

  it('ends each period with the last score recorded in it when the feed has no quarter points', () => {
    const { state, endedLog } = play([
      { status: '1q', quarter: 1, homeScore: 7, awayScore: 0 },
      { status: '1q', quarter: 1, homeScore: 7, awayScore: 3 },
      { status: '2q', quarter: 2, homeScore: 14, awayScore: 3 },
      { status: 'ht', quarter: 2, homeScore: 17, awayScore: 10 },
      { status: '3q', quarter: 3, homeScore: 24, awayScore: 10 },
      { status: '4q', quarter: 4, homeScore: 24, awayScore: 17 },
      { status: 'FT', quarter: 4, homeScore: 31, awayScore: 17 },
    ]);
    expect(endedLog).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    expect(state.periods).toEqual({
      q1: { home: 7, away: 3 },
      q2: { home: 17, away: 10 },
      q3: { home: 24, away: 10 },
      final: { home: 31, away: 17 },
    });
  });

  it('uses quarter points when given, overtime counting toward the final (Super Bowl LVIII)', () => {
    const home = [0, 3, 10, 6, 6];
    const away = [0, 10, 0, 9, 3];
    const { state, endedLog } = play([
      { status: '3q', quarter: 3, homeScore: 13, awayScore: 10, homeQuarterPoints: home.slice(0, 3), awayQuarterPoints: away.slice(0, 3) },
      { status: 'ot', quarter: 5, homeScore: 19, awayScore: 19, homeQuarterPoints: home.slice(0, 4), awayQuarterPoints: away.slice(0, 4) },
      { status: 'FT', quarter: 5, homeScore: 25, awayScore: 22, homeQuarterPoints: home, awayQuarterPoints: away },
    ]);
    expect(endedLog).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    expect(state.periods).toEqual({
      q1: { home: 0, away: 0 },
      q2: { home: 3, away: 10 },
      q3: { home: 13, away: 10 },
      final: { home: 25, away: 22 },
    });
    expect([state.homeScore, state.awayScore]).toEqual([25, 22]);
  });

  it('is idempotent: the same snapshot twice ends nothing the second time', () => {
    const inQ1 = play([{ status: '1q', quarter: 1, homeScore: 7, awayScore: 0 }]).state;
    const snapshot: ScoreSnapshot = { status: 'ht', quarter: 2, homeScore: 14, awayScore: 7 };
    const once = advanceGame(inQ1, snapshot);
    const twice = advanceGame(once.progress, snapshot);
    expect(once.ended).toEqual(['Q1', 'Q2']);
    expect(twice).toEqual({ progress: once.progress, ended: [], corrected: [], unresolved: [], stale: false });
  });

  it('ignores a stale snapshot that would move the game backwards', () => {
    const { state } = play([{ status: '3q', quarter: 3, homeScore: 10, awayScore: 7 }]);
    const result = advanceGame(state, { status: '2q', quarter: 2, homeScore: 3, awayScore: 0 });
    expect(result.stale).toBe(true);
    expect(result.progress).toBe(state);
  });

  it('corrects an ended period when the quarter points change, and by an admin', () => {
    const { state } = play([{ status: '2q', quarter: 2, homeScore: 7, awayScore: 0, homeQuarterPoints: [7, 0], awayQuarterPoints: [0, 0] }]);
    const fixed = advanceGame(state, { status: '2q', quarter: 2, homeScore: 6, awayScore: 0, homeQuarterPoints: [6, 0], awayQuarterPoints: [0, 0] });
    expect(fixed.corrected).toEqual(['Q1']);
    expect(fixed.progress.periods.q1).toEqual({ home: 6, away: 0 });

    const byAdmin = correctPeriod(fixed.progress, 'Q1', { home: 7, away: 0 });
    expect(byAdmin.corrected).toEqual(['Q1']);
    expect(byAdmin.progress.periods.q1).toEqual({ home: 7, away: 0 });
    expect(correctPeriod(byAdmin.progress, 'Q1', { home: 7, away: 0 }).corrected).toEqual([]);
    expect(() => correctPeriod(kickoff, 'Q3', { home: 1, away: 1 })).toThrow(/not ended/);
  });

  it('never guesses a period it did not see: a jump without quarter points leaves it for an admin', () => {
    const { state } = play([{ status: '1q', quarter: 1, homeScore: 7, awayScore: 0 }]);
    const jump = advanceGame(state, { status: '4q', quarter: 4, homeScore: 24, awayScore: 17 });
    expect(jump.ended).toEqual(['Q1']);
    expect(jump.unresolved).toEqual(['Q2', 'Q3']);
    expect(jump.progress.periods).toEqual({ q1: { home: 7, away: 0 }, q2: null, q3: null, final: null });

    const final = advanceGame(kickoff, { status: 'FT', quarter: 4, homeScore: 20, awayScore: 7 });
    expect(final.ended).toEqual(['FINAL']);
    expect(final.unresolved).toEqual(['Q1', 'Q2', 'Q3']);

    const resolved = correctPeriod(final.progress, 'Q2', { home: 10, away: 7 });
    expect(resolved.ended).toEqual(['Q2']);
    expect(resolved.corrected).toEqual([]);
  });

  it('ends all periods at once when the first update is already final', () => {
    const result = advanceGame(kickoff, { status: 'FT', quarter: 4, homeScore: 20, awayScore: 7, homeQuarterPoints: [7, 3, 7, 3], awayQuarterPoints: [0, 7, 0, 0] });
    expect(result.ended).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    expect(result.progress.periods.q2).toEqual({ home: 10, away: 7 });
  });
});
