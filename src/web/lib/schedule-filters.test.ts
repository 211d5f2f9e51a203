import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_FILTERS, hasActiveFilters, readScheduleFilters, scheduleFiltersSearch, showingText, type ScheduleFilters } from './schedule-filters';

describe('readScheduleFilters (URL -> filters)', () => {
  it.each<[string, ScheduleFilters]>([
    ['', NO_FILTERS],
    ['?', NO_FILTERS],
    ['?week=W3', { week: 'W3', team: null, q: '' }],
    ['week=w3', { week: 'W3', team: null, q: '' }],
    ['?week=Week%203', { week: 'W3', team: null, q: '' }],
    ['?week=Hall+of+Fame+Weekend', { week: 'HOF', team: null, q: '' }],
    ['?week=Round%20of%2016', { week: 'Round of 16', team: null, q: '' }],
    ['?week=%20%20', NO_FILTERS],
    ['?team=Buffalo%20Bills', { week: null, team: 'Buffalo Bills', q: '' }],
    ['?team=+', NO_FILTERS],
    ['?q=new%20', { week: null, team: null, q: 'new ' }],
    ['?week=SB&team=Kansas+City+Chiefs&q=chiefs&utm_source=x', { week: 'SB', team: 'Kansas City Chiefs', q: 'chiefs' }],
  ])('%j', (search, filters) => {
    expect(readScheduleFilters(search)).toEqual(filters);
  });
});

describe('scheduleFiltersSearch (filters -> URL)', () => {
  it.each<[ScheduleFilters, string]>([
    [NO_FILTERS, ''],
    [{ week: 'W3', team: null, q: '' }, '?week=W3'],
    [{ week: null, team: 'San Francisco 49ers', q: '' }, '?team=San+Francisco+49ers'],
    [{ week: null, team: null, q: '   ' }, ''],
    [{ week: 'PS1', team: 'A&M', q: 'a=b' }, '?week=PS1&team=A%26M&q=a%3Db'],
  ])('%j -> %j', (filters, search) => {
    expect(scheduleFiltersSearch(filters)).toBe(search);
  });

  it('reads back what it wrote, for any filters a page can hold', () => {
    const text = fc.string({ maxLength: 20 });
    const filters = fc.record({
      week: fc.option(fc.constantFrom('HOF', 'PS2', 'W1', 'W18', 'WC', 'SB', 'Bowl Week'), { nil: null }),
      team: fc.option(text.filter((t) => t.trim() === t && t !== ''), { nil: null }),
      q: text.filter((t) => t.trim() !== ''),
    });
    fc.assert(
      fc.property(filters, (f) => {
        expect(readScheduleFilters(scheduleFiltersSearch(f))).toEqual(f);
      }),
    );
  });
});

describe('hasActiveFilters', () => {
  it.each<[ScheduleFilters, boolean]>([
    [NO_FILTERS, false],
    [{ week: null, team: null, q: '  ' }, false],
    [{ week: 'W1', team: null, q: '' }, true],
    [{ week: null, team: 'Buffalo Bills', q: '' }, true],
    [{ week: null, team: null, q: 'bills' }, true],
  ])('%j -> %s', (filters, active) => {
    expect(hasActiveFilters(filters)).toBe(active);
  });
});

it("says 'Showing x of y games'", () => {
  expect(showingText(3, 12)).toBe('Showing 3 of 12 games');
});
