import { describe, expect, it } from 'vitest';
import type { PeriodScores } from './scoring';
import { settleablePeriods } from './settleable-periods';

const none: PeriodScores = { q1: null, q2: null, q3: null, final: null };
const s = (home: number, away: number) => ({ home, away });

describe('settleablePeriods', () => {
  it('is the ended periods with a known score, in order', () => {
    expect(settleablePeriods({ status: 'scheduled', periods: none })).toEqual([]);
    expect(settleablePeriods({ status: '2q', periods: { ...none, q1: s(7, 0) } })).toEqual([{ period: 'Q1', score: s(7, 0) }]);
    expect(settleablePeriods({ status: '4q', periods: { q1: s(7, 0), q2: s(10, 3), q3: s(17, 3), final: null } }).map((p) => p.period)).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('never settles a period the feed jumped over (no score), nor one still in play', () => {
    // Q2 unknown: Q1 and Q3 are settled, Q2 waits for an admin.
    expect(settleablePeriods({ status: '4q', periods: { q1: s(7, 0), q2: null, q3: s(17, 3), final: null } }).map((p) => p.period)).toEqual(['Q1', 'Q3']);
    // Q1 has a score recorded while it was still in play: not ended yet.
    expect(settleablePeriods({ status: '1q', periods: { ...none, q1: s(7, 0) } })).toEqual([]);
  });

  it('a known final score ends the game, whatever its status says', () => {
    const periods = { q1: s(7, 0), q2: s(10, 3), q3: s(17, 3), final: s(24, 20) };
    expect(settleablePeriods({ status: '4q', periods }).map((p) => p.period)).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
    expect(settleablePeriods({ status: 'final', periods }).at(-1)).toEqual({ period: 'FINAL', score: s(24, 20) });
  });
});
