import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { laborDay, nflSeasonBounds, nflSeasonYear, nflWeekAt, nflWeekOfKickoff, nflWeekWindows } from './nfl-calendar';
import { NFL_GAME_DATES, NFL_MONDAY_NIGHT_KICKOFFS } from './nfl-calendar.test-fixtures';
import { WEEKS } from './weeks';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('laborDay', () => {
  it.each([
    [2019, '2019-09-02'],
    [2020, '2020-09-07'],
    [2023, '2023-09-04'],
    [2024, '2024-09-02'],
    [2025, '2025-09-01'],
    [2026, '2026-09-07'],
    [2027, '2027-09-06'],
  ])('%i: %s', (year, date) => {
    const d = laborDay(year);
    expect(iso(d)).toBe(date);
    expect(d.getUTCDay()).toBe(1);
    expect(d.getUTCHours()).toBe(0);
  });
});

describe('nflSeasonYear (D10)', () => {
  it.each([
    ['2025-09-04', 2025],
    ['2025-12-31', 2025],
    ['2026-01-10', 2025],
    ['2026-02-08', 2025],
    ['2026-02-28', 2025],
    ['2024-02-29', 2023],
    ['2026-03-01', 2026],
    ['2026-05-01', 2026],
    ['2026-08-01', 2026],
  ])('%s is in the %i season', (date, season) => {
    expect(nflSeasonYear(day(date))).toBe(season);
  });

  it('throws on an invalid date', () => {
    expect(() => nflSeasonYear(new Date('nope'))).toThrow(RangeError);
  });
});

describe('nflSeasonBounds', () => {
  it('are March 1 to March 1, UTC', () => {
    const { start, end } = nflSeasonBounds(2025);
    expect(start.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('hold exactly the instants nflSeasonYear gives that season', () => {
    const instant = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: -1, max: 1 }), (date, delta) => {
        const season = date.getUTCFullYear() + delta;
        const { start, end } = nflSeasonBounds(season);
        const inside = date.getTime() >= start.getTime() && date.getTime() < end.getTime();
        expect(inside).toBe(nflSeasonYear(date) === season);
      }),
    );
    // The edges themselves.
    expect(nflSeasonYear(new Date(nflSeasonBounds(2025).end.getTime() - 1))).toBe(2025);
    expect(nflSeasonYear(nflSeasonBounds(2025).end)).toBe(2026);
  });

  it('refuses a season that is not a whole year', () => {
    expect(() => nflSeasonBounds(2025.5)).toThrow(RangeError);
  });
});

describe('nflWeekWindows', () => {
  const windows = nflWeekWindows(2025);

  it('are contiguous 7-day windows from Tuesday to Tuesday', () => {
    windows.forEach((w, i) => {
      expect(w.start.getUTCDay()).toBe(2);
      expect(w.end.getTime() - w.start.getTime()).toBe(7 * 86_400_000);
      if (i > 0) expect(w.start.getTime()).toBe(windows[i - 1]!.end.getTime());
    });
  });

  it('run HOF, PS1-PS3, cutdown (W1), W1-W18, WC, DIV, CONF, bye (SB), SB', () => {
    expect(windows.map((w) => (w.bye ? `(${w.code})` : w.code))).toEqual([
      'HOF', 'PS1', 'PS2', 'PS3', '(W1)',
      ...Array.from({ length: 18 }, (_, i) => `W${i + 1}`),
      'WC', 'DIV', 'CONF', '(SB)', 'SB',
    ]);
    // Every week code has a window except PS4 (no longer played).
    const covered = new Set(windows.map((w) => w.code));
    expect(WEEKS.map((w) => w.code).filter((c) => !covered.has(c))).toEqual(['PS4']);
  });

  it('2025: W1 is Sep 2-8 (Labor Day Sep 1), SB covers Jan 27 - Feb 9 2026', () => {
    const w1 = windows.find((w) => w.code === 'W1' && !w.bye)!;
    expect([iso(w1.start), iso(w1.end)]).toEqual(['2025-09-02', '2025-09-09']);
    const sb = windows.filter((w) => w.code === 'SB');
    expect([iso(sb[0]!.start), iso(sb[1]!.end)]).toEqual(['2026-01-27', '2026-02-10']);
    expect(iso(windows[0]!.start)).toBe('2025-07-29');
  });
});

describe('nflWeekAt', () => {
  it.each([
    ['2026-11-21', 2026, 'W11'],
    ['2025-09-04', 2025, 'W1'],
    ['2025-09-02', 2025, 'W1'],
    ['2025-09-08', 2025, 'W1'],
    ['2025-09-09', 2025, 'W2'],
    ['2025-12-29', 2025, 'W17'],
    ['2025-12-30', 2025, 'W18'],
    ['2026-01-10', 2025, 'WC'],
    ['2026-01-31', 2025, 'SB'],
    ['2026-02-08', 2025, 'SB'],
    ['2026-02-10', 2026, 'HOF'],
    ['2026-02-28', 2026, 'HOF'],
    ['2026-05-01', 2026, 'HOF'],
    ['2024-09-05', 2024, 'W1'],
    ['2025-02-09', 2024, 'SB'],
    // Preseason, against the real 2024 and 2025 calendars.
    ['2024-08-01', 2024, 'HOF'],
    ['2025-07-31', 2025, 'HOF'],
    ['2025-08-09', 2025, 'PS1'],
    ['2025-08-16', 2025, 'PS2'],
    ['2025-08-23', 2025, 'PS3'],
    ['2024-08-24', 2024, 'PS3'],
    // Cutdown week, no games: the games coming up are week 1's.
    ['2025-08-28', 2025, 'W1'],
  ])('%s -> season %i %s', (date, season, code) => {
    expect(nflWeekAt(day(date))).toEqual({ season, code });
  });

  it('places the last instant of a window in that window', () => {
    expect(nflWeekAt(new Date('2025-09-08T23:59:59.999Z'))).toEqual({ season: 2025, code: 'W1' });
    expect(nflWeekAt(new Date('2026-02-09T23:59:59.999Z'))).toEqual({ season: 2025, code: 'SB' });
  });

  it.each(NFL_GAME_DATES)('every %i %s game date (nflverse) maps to its week', (season, code, dates) => {
    for (const date of dates) expect(nflWeekAt(day(date))).toEqual({ season, code });
  });

  it('property: a date maps to the window that contains it, or to HOF in the offseason', () => {
    const dates = fc.date({ min: day('2000-01-01'), max: day('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(dates, (date) => {
        const { season, code } = nflWeekAt(date);
        const t = date.getTime();
        const containing = nflWeekWindows(season).find((w) => t >= w.start.getTime() && t < w.end.getTime());
        if (containing) {
          expect(containing.code).toBe(code);
        } else {
          expect(code).toBe('HOF');
          expect(t).toBeLessThan(nflWeekWindows(season)[0]!.start.getTime());
          expect(t).toBeGreaterThanOrEqual(nflWeekWindows(season - 1).at(-1)!.end.getTime());
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('nflWeekOfKickoff', () => {
  it.each(NFL_MONDAY_NIGHT_KICKOFFS)('%s (%i %s, %s) stays in its week', (kickoff, season, code) => {
    expect(nflWeekOfKickoff(new Date(kickoff))).toEqual({ season, code });
  });

  it('is needed: the same instant read as a UTC date lands in the next week', () => {
    // Monday Night Football, 2025 week 1: MIN at CHI, 20:15 EDT = Tuesday 00:15 UTC.
    const kickoff = new Date('2025-09-09T00:15:00Z');
    expect(nflWeekAt(kickoff)).toEqual({ season: 2025, code: 'W2' });
    expect(nflWeekOfKickoff(kickoff)).toEqual({ season: 2025, code: 'W1' });
  });

  it('throws on an invalid date', () => {
    expect(() => nflWeekOfKickoff(new Date(Number.NaN))).toThrow(RangeError);
  });
});
