import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import finals from './history/nfl-final-scores.json';
import quarters from './history/nfl-quarter-scores.json';
import { boardOddsByPeriod, finalScores, oddsHistory, periodScores, type FinalScoresData, type QuarterScoresData } from './odds-history';
import { STANDARD_RULES } from './pool-rules';

const FINALS: FinalScoresData = { seasons: [2024, 2025], games: [['a', 27, 20], ['b', 17, 10], ['c', 24, 17]] };
// Q1 / halftime / Q3 by hand: game x 7-0, 14-3, 21-10; game y (overtime) 0-3, 10-3, 17-13; game z stopped after 2 quarters.
const QUARTERS: QuarterScoresData = {
  games: [
    ['x', 2022, [7, 7, 7, 3], [0, 3, 7, 10]],
    ['y', 2016, [0, 10, 7, 0, 6], [3, 0, 10, 4, 0]],
    ['z', 2024, [3, 0], [0, 7]],
  ],
};

describe('the shipped results as scores', () => {
  it('final scores: home and away points of each game', () => {
    expect(finalScores(FINALS)).toEqual([
      { home: 27, away: 20 },
      { home: 17, away: 10 },
      { home: 24, away: 17 },
    ]);
  });

  it('period scores: the cumulative score at the end of Q1, halftime and Q3, of the games that got that far', () => {
    expect(periodScores(QUARTERS)).toEqual({
      Q1: [{ home: 7, away: 0 }, { home: 0, away: 3 }, { home: 3, away: 0 }],
      Q2: [{ home: 14, away: 3 }, { home: 10, away: 3 }, { home: 3, away: 7 }],
      Q3: [{ home: 21, away: 10 }, { home: 17, away: 13 }],
    });
  });

  it('odds history: each period counts its games and names their seasons', () => {
    const history = oddsHistory(FINALS, QUARTERS);
    expect(history.FINAL).toMatchObject({ games: 3, seasons: [2024, 2025] });
    expect(history.FINAL.counts[0]![7]).toBe(2);
    expect(history.Q1).toMatchObject({ games: 3, seasons: [2016, 2022, 2024] });
    expect(history.Q3.games).toBe(2);
  });

  it("a square's odds per period, on a drawn board", () => {
    const digits = { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };
    const odds = boardOddsByPeriod(oddsHistory(FINALS, QUARTERS), digits, STANDARD_RULES);
    // Row 0 (away 0), column 7 (home 7): 27-20 and 17-10 at the final, 7-0 after Q1.
    expect(odds.FINAL[0]![7]).toEqual({ wins: 2, games: 3 });
    expect(odds.Q1[0]![7]).toEqual({ wins: 1, games: 3 });
    expect(odds.Q3[0]![7]).toEqual({ wins: 0, games: 2 });
  });

});

describe('the shipped quarter scores', () => {
  it('are the per-quarter points of the games the replay feed plays (src/server/scores/historical-games.json)', () => {
    // Read, not imported: the domain imports nothing from the server; this only keeps the two copies equal.
    const replayed = JSON.parse(readFileSync(path.resolve(__dirname, '../server/scores/historical-games.json'), 'utf8')) as {
      id: string;
      season: number;
      homeQuarterPoints: number[];
      awayQuarterPoints: number[];
    }[];
    expect(quarters.games).toEqual(replayed.map((g) => [g.id, g.season, g.homeQuarterPoints, g.awayQuarterPoints]));
  });

  it('give odds for every period from the shipped data', () => {
    const history = oddsHistory(finals, quarters);
    expect(history.FINAL.games).toBe(finals.games.length);
    expect(history.Q1.games).toBe(quarters.games.length);
  });
});

describe('rows that are not results', () => {
  it('are refused, naming the row', () => {
    expect(() => finalScores({ seasons: [2024], games: [['a', 'x', 3]] })).toThrow(/Unexpected row.*"a","x",3/);
    expect(() => periodScores({ games: [['a', 2024, 7, [0]]] })).toThrow(/Unexpected row/);
  });
});
