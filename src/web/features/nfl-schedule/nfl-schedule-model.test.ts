import { describe, expect, it } from 'vitest';
import { ALL_WEEKS_LABEL, entriesOfWeek, loadingText, scheduleTitle, shownWeek, weekButtons } from './nfl-schedule-model';

const entries = [{ week: 'W2' }, { week: 'PS1' }, { week: 'W2' }, { week: 'HOF' }, { week: 'WC' }, { week: null }];

describe('titles (D10)', () => {
  it('name the season', () => {
    expect(scheduleTitle(2025)).toBe('2025 NFL Schedule');
    expect(loadingText(2026)).toBe('Loading 2026 NFL Schedule...');
  });
});

describe('shownWeek', () => {
  it.each([
    [null, null],
    ['W2', 'W2'],
    ['W9', 'W9'],
    ['SB', 'SB'],
    ['Bowl Week', null],
    ['garbage', null],
  ])('?week=%j shows %j', (requested, shown) => {
    expect(shownWeek(requested, entries)).toBe(shown);
  });

  it('keeps a week name the schedule itself has', () => {
    expect(shownWeek('Bowl Week', [...entries, { week: 'Bowl Week' }])).toBe('Bowl Week');
  });
});

describe('weekButtons', () => {
  it("are 'All Weeks' then each week with games in season order, labelled from the week list", () => {
    expect(weekButtons(entries, null)).toEqual([
      { key: null, label: ALL_WEEKS_LABEL },
      { key: 'HOF', label: 'Hall of Fame Weekend' },
      { key: 'PS1', label: 'Preseason Week 1' },
      { key: 'W2', label: 'Week 2' },
      { key: 'WC', label: 'Wild Card' },
    ]);
  });

  it('add the shown week in its place when it has no games', () => {
    expect(weekButtons(entries, 'W1').map((b) => b.key)).toEqual([null, 'HOF', 'PS1', 'W1', 'W2', 'WC']);
    expect(weekButtons([], 'SB')).toEqual([
      { key: null, label: 'All Weeks' },
      { key: 'SB', label: 'Super Bowl' },
    ]);
  });
});

describe('entriesOfWeek', () => {
  it('keeps the order and picks one week, or all', () => {
    const list = [
      { id: 1, week: 'W2' },
      { id: 2, week: 'W3' },
      { id: 3, week: 'W2' },
    ];
    expect(entriesOfWeek(list, 'W2').map((e) => e.id)).toEqual([1, 3]);
    expect(entriesOfWeek(list, null).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(entriesOfWeek(list, 'W9')).toEqual([]);
  });
});
