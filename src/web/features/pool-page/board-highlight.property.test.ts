import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGeometry } from '../../../domain/board-geometry';
import { periodWinners } from '../../../domain/scoring';
import { buildBoardCells } from '../../components/board/board-model';
import { currentWinningSquares, settledWinners } from './pool-state';
import { makePool, makeWinner } from './test-fixtures';

/**
 * For any drawn board and any scores, exactly one square wins each period, and it is the
 * square the board highlights. The check here reads the digits off the rendered cells, independently
 * of the scoring rule that chose the highlight.
 */
const digitsArb = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 });
const scoreArb = fc.record({ home: fc.integer({ min: 0, max: 150 }), away: fc.integer({ min: 0, max: 150 }) });

describe('the board highlights the winning square', () => {
  it('marks exactly the one square whose digits match the live score', () => {
    fc.assert(
      fc.property(digitsArb, digitsArb, scoreArb, fc.constantFrom('1q', '2q', 'ht', '3q', '4q', 'ot', 'FT'), (rows, columns, score, status) => {
        const pool = makePool({ digits: { rows, columns } });
        const live = { ...pool, game: { ...pool.game, status, homeScore: score.home, awayScore: score.away } };
        const cells = buildBoardCells({ squares: [], userId: null, selected: [], digits: live.digits, winning: currentWinningSquares(live) });
        const highlighted = cells.filter((c) => c.winning);
        expect(highlighted).toHaveLength(1);
        expect(highlighted[0]!.columnDigits).toEqual([score.home % 10]);
        expect(highlighted[0]!.rowDigits).toEqual([score.away % 10]);
      }),
    );
  });

  it('on a 5x5 board with reverse winners: the square covering the score and the one covering it swapped, no other', () => {
    fc.assert(
      fc.property(digitsArb, digitsArb, scoreArb, fc.constantFrom('1q', '2q', '3q', '4q', 'FT'), (rows, columns, score, status) => {
        const pool = makePool({ digits: { rows, columns }, rules: { numbers: 'game', reverseWinners: true, boardSize: 25 }, maxParticipants: 25 });
        const live = { ...pool, game: { ...pool.game, status, homeScore: score.home, awayScore: score.away } };
        const cells = buildBoardCells({ squares: [], userId: null, selected: [], digits: live.digits, geometry: boardGeometry(25), winning: currentWinningSquares(live) });
        const covers = (c: (typeof cells)[number], away: number, home: number) => c.rowDigits!.includes(away) && c.columnDigits!.includes(home);
        const [h, a] = [score.home % 10, score.away % 10];
        const expected = cells.filter((c) => covers(c, a, h) || covers(c, h, a));
        expect(cells).toHaveLength(25);
        expect(cells.filter((c) => c.winning)).toEqual(expected);
        expect(expected.length).toBeGreaterThanOrEqual(1);
        expect(expected.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('tags exactly one square per settled period, matching that period score', () => {
    fc.assert(
      fc.property(digitsArb, digitsArb, fc.array(scoreArb, { minLength: 4, maxLength: 4 }), (rows, columns, [q1, q2, q3, final]) => {
        const pool = makePool({ digits: { rows, columns } });
        const periodScores = { q1: q1!, q2: q2!, q3: q3!, final: final! };
        // The tags come from pool.winners, the server's settlement, which picks squares by the same domain rule.
        const winners = periodWinners(pool.digits!, periodScores).map((w) =>
          makeWinner(w.period, w.row, w.column, { homeScore: w.score.home, awayScore: w.score.away }),
        );
        const played = { ...pool, winners, game: { ...pool.game, status: 'FT', periodScores } };
        const cells = buildBoardCells({
          squares: [],
          userId: null,
          selected: [],
          digits: played.digits,
          winning: null,
          periodWinners: settledWinners(played),
        });
        const scores = { Q1: q1!, Q2: q2!, Q3: q3!, FINAL: final! };
        for (const [period, score] of Object.entries(scores)) {
          const tagged = cells.filter((c) => c.periods.includes(period as 'Q1'));
          expect(tagged, period).toHaveLength(1);
          expect(tagged[0]!.columnDigits).toEqual([score.home % 10]);
          expect(tagged[0]!.rowDigits).toEqual([score.away % 10]);
        }
      }),
    );
  });
});
