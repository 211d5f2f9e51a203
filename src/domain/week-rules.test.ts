import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPastWeek, isWeekClosed, pastWeekMessage, takesWeeks } from './week-rules';
import { WEEKS } from './weeks';

describe('isPastWeek', () => {
  it.each([
    // gameWeek, activeWeek, read-only?
    ['PS1', 'PS2', true],
    ['HOF', 'PS1', true],
    ['W18', 'WC', true],
    ['PS4', 'W1', true],
    ['W1', 'SB', true],
    ['PS1', 'PS1', false],
    ['PS2', 'PS1', false],
    ['SB', 'W1', false],
    // labels and any case name the same week as the code
    ['Hall of Fame Weekend', 'PS1', true],
    ['hof', 'HOF', false],
    ['Week 3', 'w4', true],
    // games of leagues without weeks, and anything that is not one of the 27 weeks: never read-only
    [null, 'PS2', false],
    [undefined, 'PS2', false],
    ['PS1', null, false],
    [null, null, false],
    ['Current Season', 'W2', false],
    ['W1', 'Pro Bowl', false],
    ['', 'W2', false],
  ] as const)('a %j game with %j active -> %s', (gameWeek, activeWeek, expected) => {
    expect(isPastWeek(gameWeek, activeWeek)).toBe(expected);
  });

  const code = fc.constantFrom(...WEEKS.map((w) => w.code));

  it('follows the season order exactly: earlier weeks are past, the active week and later ones are not', () => {
    fc.assert(
      fc.property(code, code, (game, active) => {
        const order = (c: string) => WEEKS.findIndex((w) => w.code === c);
        expect(isPastWeek(game, active)).toBe(order(game) < order(active));
      }),
    );
  });

  it('never makes both of two weeks past for each other, and never the active week itself', () => {
    fc.assert(
      fc.property(code, code, (a, b) => {
        expect(isPastWeek(a, b) && isPastWeek(b, a)).toBe(false);
        expect(isPastWeek(a, a)).toBe(false);
      }),
    );
  });
});

describe('pastWeekMessage', () => {
  it('names the pool\'s week and the active one by their labels', () => {
    expect(pastWeekMessage('PS1', 'PS2')).toBe(
      'This pool belongs to Preseason Week 1, which is no longer the active week (now Preseason Week 2): it takes no new squares.',
    );
    expect(pastWeekMessage('HOF', 'W1')).toContain('Hall of Fame Weekend');
  });
});

describe('isWeekClosed', () => {
  it('closes a public pool of a past week only; a private pool follows its own game', () => {
    expect(isWeekClosed({ isPrivate: false, gameWeek: 'W12', activeWeek: 'W13' })).toBe(true);
    expect(isWeekClosed({ isPrivate: true, gameWeek: 'W12', activeWeek: 'W13' })).toBe(false);
    expect(isWeekClosed({ isPrivate: false, gameWeek: 'W13', activeWeek: 'W13' })).toBe(false);
    expect(isWeekClosed({ isPrivate: false, gameWeek: 'W14', activeWeek: 'W13' })).toBe(false);
    expect(isWeekClosed({ isPrivate: false, gameWeek: 'W12' })).toBe(false);
    expect(isWeekClosed({ isPrivate: false, gameWeek: null, activeWeek: 'W13' })).toBe(false);
  });
});

describe('takesWeeks', () => {
  it.each([
    [{ name: 'NFL', activeWeek: 'W3' }, true],
    [{ name: 'NFL', activeWeek: null }, true],
    [{ name: 'nfl', activeWeek: null }, true],
    [{ name: 'XFL', activeWeek: 'W1' }, true],
    [{ name: 'NBA', activeWeek: null }, false],
    [{ name: 'NCAAF', activeWeek: null }, false],
  ])('%j -> %s', (league, expected) => {
    expect(takesWeeks(league)).toBe(expected);
  });
});
