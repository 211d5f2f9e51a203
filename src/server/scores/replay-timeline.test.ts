import { describe, expect, it } from 'vitest';
import { advanceGame, type GameProgress } from '../../domain/game-progress';
import { historicalGame, historicalGames } from './historical-games';
import { replayDurationMs, replaySnapshot } from './replay-timeline';

const SPQ = 10; // seconds per quarter
const at = (seconds: number) => seconds * 1000;

describe('replay timeline', () => {
  const sb58 = historicalGame('2023_22_SF_KC')!;

  it('ships the historical games, all adding up', () => {
    expect(historicalGames().length).toBeGreaterThanOrEqual(7);
    expect(sb58).toMatchObject({ overtime: true, homeFinal: 25, awayFinal: 22 });
  });

  it('walks through the quarters, halftime and overtime to the final', () => {
    expect(replaySnapshot(sb58, -1, SPQ).status).toBe('scheduled');
    expect(replaySnapshot(sb58, at(1), SPQ)).toMatchObject({ status: '1q', quarter: 1, homeScore: 0, awayScore: 0 });
    expect(replaySnapshot(sb58, at(16), SPQ)).toMatchObject({ status: '2q', quarter: 2, homeScore: 3, awayScore: 10 });
    expect(replaySnapshot(sb58, at(22), SPQ)).toMatchObject({ status: 'ht', homeScore: 3, awayScore: 10 });
    expect(replaySnapshot(sb58, at(26), SPQ)).toMatchObject({ status: '3q', quarter: 3 });
    expect(replaySnapshot(sb58, at(36), SPQ)).toMatchObject({ status: '4q', quarter: 4, homeScore: 13, awayScore: 10 });
    expect(replaySnapshot(sb58, at(47), SPQ)).toMatchObject({ status: 'ot', quarter: 5, homeScore: 19, awayScore: 19 });
    expect(replaySnapshot(sb58, replayDurationMs(sb58, SPQ), SPQ)).toMatchObject({ status: 'FT', homeScore: 25, awayScore: 22 });
  });

  it('fed second by second through the game rule, ends every period with the real cumulative scores', () => {
    let state: GameProgress = { status: 'scheduled', quarter: 0, homeScore: 0, awayScore: 0, periods: { q1: null, q2: null, q3: null, final: null } };
    const ended: string[] = [];
    for (let s = 0; s <= replayDurationMs(sb58, SPQ) / 1000 + 1; s++) {
      const result = advanceGame(state, replaySnapshot(sb58, at(s), SPQ));
      ended.push(...result.ended);
      expect(result.corrected).toEqual([]);
      state = result.progress;
    }
    expect(ended).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    expect(state.periods).toEqual({ q1: { home: 0, away: 0 }, q2: { home: 3, away: 10 }, q3: { home: 13, away: 10 }, final: { home: 25, away: 22 } });
  });
});
