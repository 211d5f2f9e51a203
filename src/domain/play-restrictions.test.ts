import { describe, expect, it } from 'vitest';
import {
  currentRestriction,
  extendedEnd,
  restrictionRefusal,
  selfExclusionEnd,
  timeOutEnd,
  type PlayRestriction,
} from './play-restrictions';

const NOW = new Date('2026-11-21T15:00:00.000Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('when a restriction ends', () => {
  it('a time-out lasts whole days of 24 hours', () => {
    expect(timeOutEnd(NOW, 1)).toEqual(at(DAY));
    expect(timeOutEnd(NOW, 30)).toEqual(at(30 * DAY));
  });

  it('self-exclusion lasts calendar months, to the same time of day', () => {
    expect(selfExclusionEnd(NOW, 6).toISOString()).toBe('2027-05-21T15:00:00.000Z');
    expect(selfExclusionEnd(NOW, 60).toISOString()).toBe('2031-11-21T15:00:00.000Z');
  });

  it('a day the later month lacks becomes its last day', () => {
    expect(selfExclusionEnd(new Date('2026-08-31T10:00:00.000Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(selfExclusionEnd(new Date('2027-08-31T10:00:00.000Z'), 6).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(selfExclusionEnd(new Date('2026-12-31T23:59:59.999Z'), 12).toISOString()).toBe('2027-12-31T23:59:59.999Z');
  });

  it('asking again never shortens: the later end stands', () => {
    expect(extendedEnd(at(30 * DAY), at(DAY))).toEqual(at(30 * DAY));
    expect(extendedEnd(at(DAY), at(7 * DAY))).toEqual(at(7 * DAY));
    expect(extendedEnd(null, at(DAY))).toEqual(at(DAY));
  });
});

describe('the restriction in force', () => {
  it('is none before, after, and at the very end', () => {
    expect(currentRestriction({ timedOutUntil: null, selfExcludedUntil: null }, NOW)).toBeNull();
    expect(currentRestriction({ timedOutUntil: NOW, selfExcludedUntil: at(-DAY) }, NOW)).toBeNull();
  });

  it('self-exclusion outranks a time-out', () => {
    expect(currentRestriction({ timedOutUntil: at(DAY), selfExcludedUntil: at(DAY * 200) }, NOW)).toEqual({ kind: 'self_exclusion', until: at(DAY * 200) });
    expect(currentRestriction({ timedOutUntil: at(DAY), selfExcludedUntil: at(-1) }, NOW)).toEqual({ kind: 'time_out', until: at(DAY) });
  });
});

describe('what a restriction refuses', () => {
  const timeOut: PlayRestriction = { kind: 'time_out', until: at(7 * DAY) };
  const excluded: PlayRestriction = { kind: 'self_exclusion', until: new Date('2027-05-21T15:00:00.000Z') };

  it('a time-out closes money and marketing, not free pools', () => {
    expect(restrictionRefusal(timeOut, 'paid')).toEqual({
      code: 'timed_out',
      message:
        'You are taking a time-out until Sat, Nov 28, 2026, 10:00 AM EST. Paid squares and pools with an entry fee are closed to you until then; free pools stay open.',
      until: timeOut.until,
    });
    expect(restrictionRefusal(timeOut, 'free')).toBeNull();
    expect(restrictionRefusal(timeOut, 'marketing')?.code).toBe('timed_out');
  });

  it('self-exclusion closes everything, free pools included', () => {
    expect(restrictionRefusal(excluded, 'paid')).toMatchObject({
      code: 'self_excluded',
      message: 'You have excluded yourself from play until Fri, May 21, 2027, 11:00 AM EDT. Checkout and every pool are closed to you until then.',
    });
    expect(restrictionRefusal(excluded, 'free')?.message).toMatch(/free ones included/);
    expect(restrictionRefusal(excluded, 'marketing')?.code).toBe('self_excluded');
  });

  it('nothing is refused without a restriction', () => {
    for (const activity of ['paid', 'free', 'marketing'] as const) expect(restrictionRefusal(null, activity)).toBeNull();
  });
});
