import { describe, expect, it } from 'vitest';
import { usEasternCalendarDate, usEasternOffsetHours } from './us-eastern-date';

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
