import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_VALIDITY_MS,
  CARD_HOLD_WINDOW_MS,
  HOLD_MS,
  captureMethodFor,
  holdDeadline,
  holdExpiresAt,
} from './capture-rule';

const now = new Date('2026-11-23T18:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('constants', () => {
  it('are 6 days, 7 days and 10 minutes', () => {
    expect(CARD_HOLD_WINDOW_MS).toBe(6 * 24 * 3600 * 1000);
    expect(AUTHORIZATION_VALIDITY_MS).toBe(7 * 24 * 3600 * 1000);
    expect(HOLD_MS).toBe(600_000);
  });
});

describe('captureMethodFor: the 6-day boundary', () => {
  it.each([
    ['kickoff in one hour', '2026-11-23T19:00:00.000Z', 'manual'],
    ['kickoff exactly 6 days ahead', '2026-11-29T18:00:00.000Z', 'manual'],
    ['6 days minus 1 ms', '2026-11-29T17:59:59.999Z', 'manual'],
    ['6 days plus 1 ms', '2026-11-29T18:00:00.001Z', 'automatic'],
    ['kickoff in 3 weeks', '2026-12-14T18:00:00.000Z', 'automatic'],
    ['kickoff already past', '2026-11-23T17:00:00.000Z', 'manual'],
    ['kickoff right now', '2026-11-23T18:00:00.000Z', 'manual'],
  ] as const)('%s -> %s', (_label, kickoff, method) => {
    expect(captureMethodFor(at(kickoff), now)).toBe(method);
  });

  it('refuses invalid dates instead of guessing', () => {
    expect(() => captureMethodFor(new Date(Number.NaN), now)).toThrow(RangeError);
  });

  it('a manual hold taken now always lasts past kickoff by at least a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 * 24 * 3600 * 1000 }), (ahead) => {
        const kickoff = new Date(now.getTime() + ahead);
        if (captureMethodFor(kickoff, now) === 'automatic') return ahead > CARD_HOLD_WINDOW_MS;
        return holdDeadline(now).getTime() - kickoff.getTime() >= 24 * 3600 * 1000;
      }),
    );
  });
});

describe('holdDeadline', () => {
  it.each([
    ['7 days after authorization without capture_before', undefined, '2026-11-30T18:00:00.000Z'],
    ['null capture_before: still 7 days', null, '2026-11-30T18:00:00.000Z'],
    ['an earlier capture_before rules (Visa merchant-initiated: 5 days)', at('2026-11-28T18:00:00.000Z'), '2026-11-28T18:00:00.000Z'],
    ['a later capture_before rules too (extended authorization)', at('2026-12-23T18:00:00.000Z'), '2026-12-23T18:00:00.000Z'],
  ] as const)('%s', (_label, captureBefore, deadline) => {
    expect(holdDeadline(now, captureBefore).toISOString()).toBe(deadline);
  });

  it('returns a new Date, never the caller\'s object', () => {
    const captureBefore = at('2026-11-28T18:00:00.000Z');
    expect(holdDeadline(now, captureBefore)).not.toBe(captureBefore);
  });
});

describe('holdExpiresAt', () => {
  it('is 10 minutes after now', () => {
    expect(holdExpiresAt(now).toISOString()).toBe('2026-11-23T18:10:00.000Z');
  });
});
