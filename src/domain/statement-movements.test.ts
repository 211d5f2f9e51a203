import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentStep } from './ledger';
import { movementOf, prizeLedgerIds, type LedgerLine, type PaymentLine, type PrizeLine } from './statement-movements';
import { statementTotals } from './statement-totals';

const AT = new Date('2026-11-21T15:00:00.000Z');
const line = (facts: PaymentLine | PrizeLine, ledgerAmountCents = 500): LedgerLine => ({
  id: 'tx',
  at: AT,
  poolId: 7,
  poolName: '$5 Tier',
  game: 'Denver Broncos @ Kansas City Chiefs',
  ledgerAmountCents,
  facts,
});
const payment = (step: PaymentStep, paymentSteps: PaymentStep[] = [step], returnOwed = false) =>
  movementOf(line({ source: 'payment', step, paymentSteps, returnOwed }));
const prize = (event: PrizeLine['event'], claimState: PrizeLine['claimState'] = null, manualPayout = false) =>
  movementOf(line({ source: 'prize', event, claimState, manualPayout }, 11_250));
const kindAmountStatus = ({ kind, amountCents, status }: ReturnType<typeof movementOf>) => ({ kind, amountCents, status });

describe('movementOf: kinds and signs from the player side', () => {
  it('payments: money in is negative, a capture of a hold moves nothing new, money back is positive', () => {
    expect(kindAmountStatus(payment('authorize'))).toEqual({ kind: 'payment_authorized', amountCents: -500, status: 'held' });
    expect(kindAmountStatus(payment('captured'))).toEqual({ kind: 'payment_captured', amountCents: -500, status: 'captured' });
    expect(kindAmountStatus(payment('capture', ['authorize', 'capture']))).toEqual({ kind: 'payment_captured', amountCents: 0, status: 'captured' });
    expect(kindAmountStatus(payment('cancel', ['authorize', 'cancel']))).toEqual({ kind: 'payment_voided', amountCents: 500, status: 'returned' });
    expect(kindAmountStatus(payment('refund', ['captured', 'refund']))).toEqual({ kind: 'payment_refunded', amountCents: 500, status: 'returned' });
  });

  it('prizes: won is positive, a claimed prize sent moves nothing new, an expiry takes it back, a late payment gives it again', () => {
    expect(kindAmountStatus(prize('won'))).toEqual({ kind: 'prize_won', amountCents: 11_250, status: 'unclaimed' });
    expect(kindAmountStatus(prize('claim', 'paid'))).toEqual({ kind: 'prize_paid', amountCents: 0, status: 'paid' });
    expect(kindAmountStatus(prize('expire', 'expired'))).toEqual({ kind: 'prize_expired', amountCents: -11_250, status: 'expired' });
    expect(kindAmountStatus(prize('paid', 'expired_paid'))).toEqual({ kind: 'prize_paid', amountCents: 11_250, status: 'paid' });
  });
});

describe('movementOf: where the money stands now', () => {
  it('a hold: held, then captured, returned (voided) or refunded after its capture', () => {
    expect(payment('authorize', ['authorize']).status).toBe('held');
    expect(payment('authorize', ['authorize', 'capture']).status).toBe('captured');
    expect(payment('authorize', ['authorize', 'cancel']).status).toBe('returned');
    expect(payment('authorize', ['authorize', 'capture', 'refund']).status).toBe('refunded');
    expect(payment('captured', ['captured', 'refund']).status).toBe('refunded');
  });

  it('money going back is pending while the provider still owes the cancel or refund', () => {
    expect(payment('cancel', ['authorize', 'cancel'], true).status).toBe('pending');
    expect(payment('refund', ['captured', 'refund'], true).status).toBe('pending');
  });

  it("a won prize's payout state: unclaimed, queued for an admin (manual payout), being sent, paid, expired", () => {
    expect(prize('won', null).status).toBe('unclaimed');
    expect(prize('won', 'manual_pending', true).status).toBe('queued');
    expect(prize('won', 'manual_pending', false).status).toBe('pending');
    expect(prize('won', 'paid').status).toBe('paid');
    expect(prize('won', 'expired').status).toBe('expired');
    expect(prize('won', 'expired_paid').status).toBe('paid');
  });
});

describe('prizeLedgerIds', () => {
  it("names the prize's settlement id (the stored one when there is one) and its claim, expiry and late payment", () => {
    const ids = prizeLedgerIds([
      { payoutId: 31, poolId: 7, period: 'Q1', role: 'forward', revision: 1, claimState: 'paid', transactionId: 'pool:7:settle:Q1:r1' },
      { payoutId: 32, poolId: 7, period: 'Q2', role: 'reverse', revision: 2, claimState: null },
    ]);
    expect(Object.fromEntries([...ids].map(([id, ref]) => [id, `${ref.payoutId}:${ref.event}:${ref.claimState}`]))).toEqual({
      'pool:7:settle:Q1:r1': '31:won:paid',
      'payout:31:r1:claim': '31:claim:paid',
      'payout:31:r1:expire': '31:expire:paid',
      'payout:31:r1:paid': '31:paid:paid',
      'pool:7:settle:Q2-reverse:r2': '32:won:null',
      'payout:32:r2:claim': '32:claim:null',
      'payout:32:r2:expire': '32:expire:null',
      'payout:32:r2:paid': '32:paid:null',
    });
  });
});

describe('a payment or a prize, whatever became of it, adds up to what it left the player with', () => {
  const histories: { lines: LedgerLine[]; net: number }[] = [
    // Authorized, captured: 5 dollars paid in.
    { lines: [line({ source: 'payment', step: 'authorize', paymentSteps: [], returnOwed: false }), line({ source: 'payment', step: 'capture', paymentSteps: [], returnOwed: false })], net: -500 },
    // Authorized, voided: nothing.
    { lines: [line({ source: 'payment', step: 'authorize', paymentSteps: [], returnOwed: false }), line({ source: 'payment', step: 'cancel', paymentSteps: [], returnOwed: false })], net: 0 },
    // Authorized, captured, refunded: nothing.
    {
      lines: ['authorize', 'capture', 'refund'].map((step) => line({ source: 'payment', step: step as PaymentStep, paymentSteps: [], returnOwed: false })),
      net: 0,
    },
    // Won and claimed: the prize.
    { lines: (['won', 'claim'] as const).map((event) => line({ source: 'prize', event, claimState: 'paid', manualPayout: false })), net: 500 },
    // Won, expired, paid by an admin all the same: the prize.
    { lines: (['won', 'expire', 'paid'] as const).map((event) => line({ source: 'prize', event, claimState: 'expired_paid', manualPayout: false })), net: 500 },
    // Won, expired: nothing.
    { lines: (['won', 'expire'] as const).map((event) => line({ source: 'prize', event, claimState: 'expired', manualPayout: false })), net: 0 },
  ];

  it('sums every history to its net, and the totals to the sum of the lines', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...histories), { maxLength: 12 }), (chosen) => {
        const movements = chosen.flatMap((h) => h.lines.map(movementOf));
        const sum = movements.reduce((total, m) => total + m.amountCents, 0);
        const totals = statementTotals(movements);
        expect(sum).toBe(chosen.reduce((total, h) => total + h.net, 0));
        expect(totals.netCents).toBe(sum);
        expect(totals.netCents).toBe(totals.wonCents + totals.refundedCents - totals.paidInCents);
        expect(totals.paidInCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
