import { describe, expect, it } from 'vitest';
import { nextPeriodByKey, numbersOfPeriod, periodInPlay, periodNumbersLine } from './period-numbers';

const SET = (n: number) => ({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => (d + n) % 10), columns: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] });

describe('periodInPlay: the period in play or the next to be decided', () => {
  it('follows the game from kickoff to the final whistle', () => {
    const at = (status: string, quarter = 0) => periodInPlay({ status, quarter });
    expect(at('scheduled')).toBe('Q1');
    expect(at('1q', 1)).toBe('Q1');
    expect(at('2q', 2)).toBe('Q2');
    // Halftime's score decided Q2: the 3rd quarter is next.
    expect(at('ht', 2)).toBe('Q3');
    expect(at('3q', 3)).toBe('Q3');
    expect(at('4q', 4)).toBe('FINAL');
    expect(at('ot', 5)).toBe('FINAL');
    expect(at('FT', 4)).toBe('FINAL');
    expect(at('final', 4)).toBe('FINAL');
    expect(at('completed')).toBe('FINAL');
  });

  it('reads a bare "live" code by its quarter', () => {
    expect(periodInPlay({ status: 'live', quarter: 1 })).toBe('Q1');
    expect(periodInPlay({ status: 'LIVE', quarter: 3 })).toBe('Q3');
    expect(periodInPlay({ status: 'live', quarter: 5 })).toBe('FINAL');
    expect(periodInPlay({ status: 'live', quarter: 0 })).toBe('Q1');
  });
});

describe('numbersOfPeriod', () => {
  it("a period's own set with new numbers each period, the game's set otherwise, nothing before the draw", () => {
    const sets = [SET(1), SET(2), SET(3), SET(4)];
    expect(numbersOfPeriod({ digits: sets[0]!, digitSets: sets }, 'Q3')).toEqual(SET(3));
    expect(numbersOfPeriod({ digits: sets[0]!, digitSets: sets }, 'FINAL')).toEqual(SET(4));
    expect(numbersOfPeriod({ digits: SET(7), digitSets: null }, 'Q3')).toEqual(SET(7));
    expect(numbersOfPeriod({ digits: null, digitSets: null }, 'Q1')).toBeNull();
    expect(numbersOfPeriod({ digits: SET(1), digitSets: [SET(1)] }, 'Q2')).toBeNull();
  });
});

describe('the period switch', () => {
  it('says which numbers are shown', () => {
    expect(periodNumbersLine('Q3')).toBe("New numbers each period: showing the 3rd quarter's numbers.");
    expect(periodNumbersLine('Q2')).toBe("New numbers each period: showing halftime's numbers.");
    expect(periodNumbersLine('FINAL')).toBe("New numbers each period: showing the final's numbers.");
  });

  it('moves with the arrows (wrapping), Home and End; other keys do nothing', () => {
    expect(nextPeriodByKey('Q1', 'ArrowRight')).toBe('Q2');
    expect(nextPeriodByKey('FINAL', 'ArrowDown')).toBe('Q1');
    expect(nextPeriodByKey('Q1', 'ArrowLeft')).toBe('FINAL');
    expect(nextPeriodByKey('Q3', 'ArrowUp')).toBe('Q2');
    expect(nextPeriodByKey('Q3', 'Home')).toBe('Q1');
    expect(nextPeriodByKey('Q1', 'End')).toBe('FINAL');
    expect(nextPeriodByKey('Q1', 'Enter')).toBeNull();
  });
});
