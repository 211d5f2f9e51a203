import { describe, expect, it } from 'vitest';
import { formatHoldTime, holdAnnouncement, localHoldDeadline, secondsLeft } from './hold-time';

describe('the hold countdown', () => {
  it('reads mm:ss, rounding up to the whole second', () => {
    expect(formatHoldTime(600_000)).toBe('10:00');
    expect(formatHoldTime(599_001)).toBe('10:00');
    expect(formatHoldTime(599_000)).toBe('09:59');
    expect(formatHoldTime(61_000)).toBe('01:01');
    expect(formatHoldTime(1)).toBe('00:01');
    expect(formatHoldTime(0)).toBe('00:00');
    expect(formatHoldTime(-5_000)).toBe('00:00');
    expect(secondsLeft(Number.NaN)).toBe(0);
  });

  it('announces whole minutes, once in the last minute, then the expiry', () => {
    expect(holdAnnouncement(600_000)).toBe('10 minutes left to pay before your squares are released.');
    expect(holdAnnouncement(540_001)).toBe('10 minutes left to pay before your squares are released.');
    expect(holdAnnouncement(540_000)).toBe('9 minutes left to pay before your squares are released.');
    expect(holdAnnouncement(61_000)).toBe('2 minutes left to pay before your squares are released.');
    expect(holdAnnouncement(60_000)).toBe('Less than a minute left to pay; your squares are then released.');
    expect(holdAnnouncement(1)).toBe('Less than a minute left to pay; your squares are then released.');
    expect(holdAnnouncement(0)).toBe('Your hold has expired.');
  });

  it('changes its announcement at most 11 times over a 10-minute hold', () => {
    const texts = new Set<string>();
    for (let ms = 600_000; ms >= 0; ms -= 250) texts.add(holdAnnouncement(ms));
    expect(texts.size).toBe(11);
  });
});

describe('the hold deadline by this browser', () => {
  it("is the answer's arrival plus the seconds the server said were left", () => {
    const arrived = Date.parse('2026-11-20T15:30:00.000Z');
    expect(localHoldDeadline(600, arrived)).toBe(arrived + 600_000);
    expect(localHoldDeadline(1, arrived)).toBe(arrived + 1_000);
    expect(localHoldDeadline(0, arrived)).toBe(arrived);
    expect(localHoldDeadline(-3, arrived)).toBe(arrived);
  });
});
