import { describe, expect, it } from 'vitest';
import { makeWinner } from '../../test-support/fixtures';
import { claimAnnouncement, claimByText, claimToast, claimUrgencyText, prizeClaimView } from './prize-claim-model';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEADLINE = '2026-12-21T18:40:00.000Z';
const deadline = Date.parse(DEADLINE);
const unclaimed = makeWinner('Q1', 1, 2, { userId: 'me', amountCents: 11_250, claimState: 'unclaimed', claimDeadline: DEADLINE });

describe('prizeClaimView', () => {
  it('the winner of an unclaimed prize may claim it until the deadline', () => {
    expect(prizeClaimView(unclaimed, 'me', deadline - 1)).toEqual({ kind: 'claimable', amountCents: 11_250, deadline: new Date(DEADLINE) });
  });

  it('nothing for anyone but the winner, for a free or unowned win, or before the escrow is paid out', () => {
    expect(prizeClaimView(unclaimed, 'someone-else', 0)).toBeNull();
    expect(prizeClaimView(unclaimed, null, 0)).toBeNull();
    expect(prizeClaimView({ ...unclaimed, userId: null }, null, 0)).toBeNull();
    expect(prizeClaimView({ ...unclaimed, claimState: null }, 'me', 0)).toBeNull();
    expect(prizeClaimView({ ...unclaimed, amountCents: 0 }, 'me', 0)).toBeNull();
    expect(prizeClaimView({ ...unclaimed, claimDeadline: null }, 'me', 0)).toBeNull();
  });

  it("claimed and expired as the server says; an unclaimed prize past its deadline reads as expired before the server's ticker runs", () => {
    expect(prizeClaimView({ ...unclaimed, claimState: 'claimed' }, 'me', deadline + DAY)).toEqual({ kind: 'claimed', amountCents: 11_250 });
    expect(prizeClaimView({ ...unclaimed, claimState: 'expired' }, 'me', 0)).toEqual({ kind: 'expired', amountCents: 11_250 });
    expect(prizeClaimView(unclaimed, 'me', deadline)).toEqual({ kind: 'expired', amountCents: 11_250 });
  });
});

describe('claimByText', () => {
  it('the date only, in the given locale and time zone', () => {
    expect(claimByText(new Date(DEADLINE), { locale: 'en-US', timeZone: 'UTC' })).toBe('Claim by Dec 21, 2026');
    expect(claimByText(new Date('2026-12-21T02:00:00.000Z'), { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Claim by Dec 20, 2026');
    expect(claimByText(new Date(DEADLINE), { locale: 'en-GB', timeZone: 'UTC' })).toBe('Claim by 21 Dec 2026');
  });
});

describe('claimUrgencyText', () => {
  const at = (msLeft: number) => claimUrgencyText(new Date(DEADLINE), deadline - msLeft);

  it('nothing while 3 days or more remain, or once the deadline passed', () => {
    expect(at(30 * DAY)).toBeNull();
    expect(at(3 * DAY)).toBeNull();
    expect(at(0)).toBeNull();
    expect(at(-HOUR)).toBeNull();
  });

  it('under 3 days: the time left, never more than there is', () => {
    expect(at(3 * DAY - 1)).toBe('Less than 3 days left to claim');
    expect(at(2 * DAY)).toBe('Less than 3 days left to claim');
    expect(at(2 * DAY - 1)).toBe('Less than 2 days left to claim');
    expect(at(DAY)).toBe('Less than 2 days left to claim');
    expect(at(DAY - 1)).toBe('Less than a day left to claim');
    expect(at(23 * HOUR - 1)).toBe('Less than 23 hours left to claim');
    expect(at(5 * HOUR)).toBe('Less than 6 hours left to claim');
    expect(at(HOUR)).toBe('Less than 2 hours left to claim');
    expect(at(HOUR - 1)).toBe('Less than an hour left to claim');
    expect(at(1)).toBe('Less than an hour left to claim');
  });
});

describe('claimToast', () => {
  it('paid at once (the sandbox): to the card the player paid with, never "your account"', () => {
    expect(claimToast({ state: 'paid', amountCents: 11_250 })).toEqual({
      title: 'Prize claimed: $112.50',
      description: '$112.50 paid to the card you paid with. It shows in Activity.',
      variant: 'success',
    });
  });

  it('queued for a manual payout (Stripe): an admin sends it, and Activity shows when it is paid', () => {
    const t = claimToast({ state: 'manual_pending', amountCents: 11_250 });
    expect(t.title).toBe('Prize claimed: $112.50');
    expect(t.description).toBe('$112.50 is queued for manual payout: an admin sends it to you, and Activity shows when it is paid.');
    expect(claimAnnouncement({ state: 'manual_pending', amountCents: 11_250 })).toBe(`Prize claimed: $112.50. ${t.description}`);
  });
});
