import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './statement-cursor';
import { easternDateText, parseCalendarDate, periodInstants, periodProblem, yearToDate } from './statement-period';

const date = (text: string) => parseCalendarDate(text)!;

describe('parseCalendarDate', () => {
  it('reads real YYYY-MM-DD dates only', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '26-01-01', '2026-01-01T00:00', '', '1969-12-31']) {
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
  });
});

describe('periodInstants', () => {
  it('runs from midnight in New York on `from` to midnight after `to` (daylight and standard time)', () => {
    expect(periodInstants(date('2026-07-01'), date('2026-07-01'))).toEqual({ start: new Date('2026-07-01T04:00:00.000Z'), end: new Date('2026-07-02T04:00:00.000Z') });
    expect(periodInstants(date('2026-01-01'), date('2026-12-31'))).toEqual({ start: new Date('2026-01-01T05:00:00.000Z'), end: new Date('2027-01-01T05:00:00.000Z') });
  });
});

describe('periodProblem', () => {
  it('blames from when it is after to', () => {
    expect(periodProblem(date('2026-05-02'), date('2026-05-01'))).toEqual({ field: 'from', message: 'from (2026-05-02) must not be after to (2026-05-01)' });
  });
  it('caps the span at 5 years, blaming to', () => {
    expect(periodProblem(date('2021-01-01'), date('2025-12-31'))).toBeNull();
    expect(periodProblem(date('2021-01-01'), date('2026-01-01'))).toEqual({ field: 'to', message: 'A statement covers at most 5 years: choose a to date before 2026-01-01' });
  });
  it('takes a single day', () => {
    expect(periodProblem(date('2026-05-01'), date('2026-05-01'))).toBeNull();
  });
});

describe('yearToDate and easternDateText', () => {
  it('is January 1 to today, in New York', () => {
    expect(yearToDate(new Date('2026-11-21T15:00:00.000Z'))).toEqual({ from: '2026-01-01', to: '2026-11-21' });
    expect(yearToDate(new Date('2027-01-01T03:00:00.000Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(easternDateText(new Date('2026-03-08T06:59:00.000Z'))).toBe('2026-03-08');
  });
});

describe('the list cursor', () => {
  it('round-trips an instant and a ledger id, and refuses anything else', () => {
    const cursor = { at: new Date('2026-11-21T15:00:00.123Z'), id: 'payout:31:r1:claim' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(encodeCursor(cursor)).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const bad of ['', 'abc', '!!!!', btoa('nonsense'), btoa('123:'), btoa('12a:pi_1'), btoa('1:two words'), 'x'.repeat(401)]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
  });
});
