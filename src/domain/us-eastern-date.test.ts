import { describe, expect, it } from 'vitest';
import { usEasternCalendarDate, usEasternLocalToUtc, usEasternOffsetHours } from './us-eastern-date';

describe('usEasternOffsetHours', () => {
  it.each([
    // 2025: DST from Sun Mar 9 07:00 UTC to Sun Nov 2 06:00 UTC.
    ['2025-03-09T06:59:59Z', -5],
    ['2025-03-09T07:00:00Z', -4],
    ['2025-07-04T12:00:00Z', -4],
    ['2025-11-02T05:59:59Z', -4],
    ['2025-11-02T06:00:00Z', -5],
    ['2025-12-25T12:00:00Z', -5],
    // 2024: Mar 10 and Nov 3.
    ['2024-03-10T06:59:59Z', -5],
    ['2024-03-10T07:00:00Z', -4],
    ['2024-11-03T05:59:59Z', -4],
    ['2024-11-03T06:00:00Z', -5],
  ])('%s -> UTC%i', (instant, offset) => {
    expect(usEasternOffsetHours(new Date(instant))).toBe(offset);
  });
});

describe('usEasternCalendarDate', () => {
  it.each([
    ['2025-09-09T00:15:00Z', '2025-09-08'], // Monday night, EDT
    ['2025-09-09T03:59:59Z', '2025-09-08'],
    ['2025-09-09T04:00:00Z', '2025-09-09'],
    ['2025-12-02T04:59:59Z', '2025-12-01'], // EST
    ['2025-12-02T05:00:00Z', '2025-12-02'],
    ['2026-01-01T04:30:00Z', '2025-12-31'], // across a year end
    ['2025-09-07T17:00:00Z', '2025-09-07'],
  ])('%s is %s in New York', (instant, date) => {
    const d = usEasternCalendarDate(new Date(instant));
    expect(d.toISOString()).toBe(`${date}T00:00:00.000Z`);
  });

  it('throws on an invalid date', () => {
    expect(() => usEasternCalendarDate(new Date('x'))).toThrow(RangeError);
  });
});

describe('usEasternLocalToUtc', () => {
  const at = (date: string, time: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    return usEasternLocalToUtc({ year, month, day, hour, minute }).toISOString();
  };

  it.each([
    ['2025-09-04', '20:20', '2025-09-05T00:20:00.000Z'], // Thursday night opener, EDT
    ['2025-09-07', '09:30', '2025-09-07T13:30:00.000Z'], // a morning game abroad, still Eastern time
    ['2025-12-08', '20:15', '2025-12-09T01:15:00.000Z'], // Monday night, EST
    ['2025-11-02', '13:00', '2025-11-02T18:00:00.000Z'], // the first Sunday of November: already EST
    ['2025-03-09', '01:59', '2025-03-09T06:59:00.000Z'], // the last minute of EST
    ['2025-03-09', '03:00', '2025-03-09T07:00:00.000Z'], // the first minute of EDT
    ['2025-03-09', '02:30', '2025-03-09T07:30:00.000Z'], // in the gap: an hour later (03:30 EDT)
    ['2025-11-02', '01:30', '2025-11-02T05:30:00.000Z'], // the repeated hour: its daylight occurrence
    ['2025-11-02', '02:00', '2025-11-02T07:00:00.000Z'],
    ['2026-01-04', '16:25', '2026-01-04T21:25:00.000Z'],
  ])('%s %s in New York is %s', (date, time, utc) => {
    expect(at(date, time)).toBe(utc);
  });

  it('inverts usEasternOffsetHours for every 15 minutes of a year', () => {
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 15 * 60_000) {
      const instant = new Date(t);
      const offset = usEasternOffsetHours(instant);
      const local = new Date(t + offset * 3_600_000);
      const back = usEasternLocalToUtc({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        hour: local.getUTCHours(),
        minute: local.getUTCMinutes(),
      });
      // Only the repeated autumn hour is ambiguous; it reads as the daylight one (an hour earlier).
      const expected = offset === -5 && usEasternOffsetHours(new Date(t - 3_600_000)) === -4 ? t - 3_600_000 : t;
      expect(back.getTime(), instant.toISOString()).toBe(expected);
    }
  });
});
