import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACTIVE_WEEK,
  WEEKS,
  isWeekCode,
  nextWeek,
  normalizeWeekCode,
  weekIndex,
  weekLabel,
  type WeekCode,
} from './weeks';

describe('WEEKS', () => {
  it('lists the 27 spec weeks in season order', () => {
    expect(WEEKS.map((w) => w.code)).toEqual([
      'HOF', 'PS1', 'PS2', 'PS3', 'PS4',
      'W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12', 'W13', 'W14', 'W15', 'W16', 'W17', 'W18',
      'WC', 'DIV', 'CONF', 'SB',
    ]);
  });

  it.each([
    ['HOF', 'Hall of Fame Weekend'],
    ['PS1', 'Preseason Week 1'],
    ['PS4', 'Preseason Week 4'],
    ['W1', 'Week 1'],
    ['W18', 'Week 18'],
    ['WC', 'Wild Card'],
    ['DIV', 'Divisional'],
    ['CONF', 'Conference Championship'],
    ['SB', 'Super Bowl'],
  ] as const)('%s is labelled "%s"', (code, label) => {
    expect(WEEKS.find((w) => w.code === code)?.label).toBe(label);
    expect(weekLabel(code)).toBe(label);
  });

  it('defaults the active week to PS1', () => {
    expect(DEFAULT_ACTIVE_WEEK).toBe('PS1');
  });
});

describe('isWeekCode', () => {
  it.each(['HOF', 'PS4', 'W10', 'SB'])('%s is a code', (s) => expect(isWeekCode(s)).toBe(true));
  it.each(['hof', 'W19', 'W0', 'PS5', 'Week 1', '', null, 5])('%j is not', (s) => expect(isWeekCode(s)).toBe(false));
});

describe('normalizeWeekCode', () => {
  it.each([
    ['HOF', 'HOF'],
    ['hof', 'HOF'],
    ['Hall of Fame Weekend', 'HOF'],
    ['hall of fame weekend', 'HOF'],
    ['  Hall  of Fame Weekend ', 'HOF'],
    ['Week 5', 'W5'],
    ['week 18', 'W18'],
    ['w5', 'W5'],
    ['Preseason Week 2', 'PS2'],
    ['ps2', 'PS2'],
    ['Super Bowl', 'SB'],
    ['sb', 'SB'],
    ['Wild Card', 'WC'],
    ['Divisional', 'DIV'],
    ['Conference Championship', 'CONF'],
    ['conf', 'CONF'],
  ])('%j -> %s', (input, code) => {
    expect(normalizeWeekCode(input)).toBe(code);
  });

  it.each(['', 'Week 19', 'W0', 'Pro Bowl', 'week5', null, undefined])('%j -> null', (input) => {
    expect(normalizeWeekCode(input)).toBeNull();
  });
});

describe('weekLabel', () => {
  it('accepts codes or labels in any case, and returns unknown input unchanged', () => {
    expect(weekLabel('w11')).toBe('Week 11');
    expect(weekLabel('hall of fame weekend')).toBe('Hall of Fame Weekend');
    expect(weekLabel('Current Season')).toBe('Current Season');
    expect(weekLabel('')).toBe('');
  });
});

describe('weekIndex / nextWeek', () => {
  it('orders the season', () => {
    expect(weekIndex('HOF')).toBe(0);
    expect(weekIndex('PS1')).toBe(1);
    expect(weekIndex('W1')).toBe(5);
    expect(weekIndex('SB')).toBe(26);
    expect(weekIndex('nope' as WeekCode)).toBe(-1);
  });

  it.each([
    ['HOF', 'PS1'],
    ['PS4', 'W1'],
    ['W9', 'W10'],
    ['W18', 'WC'],
    ['CONF', 'SB'],
    ['SB', null],
  ] as const)('after %s comes %s', (code, next) => {
    expect(nextWeek(code)).toBe(next);
  });

  it('throws for a non-code', () => {
    expect(() => nextWeek('W19' as WeekCode)).toThrow(RangeError);
  });
});
