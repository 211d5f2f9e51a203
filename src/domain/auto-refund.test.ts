import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUTO_REFUND_MAX_MINUTES, DEFAULT_AUTO_REFUND, refundDueThrough, refundLeadMs, refundTimingText, type AutoRefundSettings } from './auto-refund';

const before = (minutesBefore: number): AutoRefundSettings => ({ refundAt: 'before_kickoff', minutesBefore, emailPlayers: true });

describe('auto-refund timing', () => {
  it('defaults to refunds at kickoff with e-mail', () => {
    expect(DEFAULT_AUTO_REFUND).toEqual({ refundAt: 'kickoff', emailPlayers: true });
    expect(refundLeadMs(DEFAULT_AUTO_REFUND)).toBe(0);
  });

  it.each([
    [DEFAULT_AUTO_REFUND, 0, 'at kickoff'],
    [before(1), 60_000, '1 minute before kickoff'],
    [before(30), 1_800_000, '30 minutes before kickoff'],
    [before(60), 3_600_000, '1 hour before kickoff'],
    [before(90), 5_400_000, '1 hour 30 minutes before kickoff'],
    [before(121), 7_260_000, '2 hours 1 minute before kickoff'],
    [before(1440), 86_400_000, '24 hours before kickoff'],
  ])('%o: lead %d ms, "%s"', (settings, leadMs, text) => {
    expect(refundLeadMs(settings)).toBe(leadMs);
    expect(refundTimingText(settings)).toBe(text);
  });

  it('a game is due exactly when its kickoff is within the lead time of now', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: AUTO_REFUND_MAX_MINUTES }), fc.integer({ min: -5_000_000, max: 100_000_000 }), (minutes, offsetMs) => {
        const now = new Date('2026-11-21T15:00:00Z');
        const kickoff = new Date(now.getTime() + offsetMs);
        const due = kickoff.getTime() <= refundDueThrough(now, before(minutes)).getTime();
        expect(due).toBe(offsetMs <= minutes * 60_000);
      }),
    );
  });
});
