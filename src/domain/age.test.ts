import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, formatCalendarDate, latestBirthDateForAge, parseCalendarDate } from './age';

describe('calendar ages', () => {
  it('parses only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-01', '24-01-01', '2024-01-01T00:00', '']) {
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
  });

  it('counts a birthday as reached on the day itself', () => {
    expect(ageOn({ year: 2008, month: 11, day: 21 }, { year: 2026, month: 11, day: 21 })).toBe(18);
    expect(ageOn({ year: 2008, month: 11, day: 22 }, { year: 2026, month: 11, day: 21 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it('gives the date input maximum: someone born on it is exactly old enough', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1950-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), fc.integer({ min: 1, max: 30 }), (d, years) => {
        const today = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        const latest = latestBirthDateForAge(years, today);
        expect(parseCalendarDate(formatCalendarDate(latest))).toEqual(latest);
        expect(ageOn(latest, today)).toBe(years);
        const nextDay = new Date(Date.UTC(latest.year, latest.month - 1, latest.day + 1));
        expect(ageOn({ year: nextDay.getUTCFullYear(), month: nextDay.getUTCMonth() + 1, day: nextDay.getUTCDate() }, today)).toBe(years - 1);
      }),
    );
  });
});
