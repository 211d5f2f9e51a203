/**
 * Model-based test (DESIGN D17): random sequences of payment operations, replays and out-of-order
 * steps are applied to the ledger and to a tiny independent model (one state per payment). After every
 * step the ledger must agree with the model and keep its invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTransaction, balances, emptyLedger, replayLedger, type Ledger, type LedgerTransaction } from './ledger';
import { PLAYER_PAYMENTS, REFUNDS, poolEscrowAccount } from './ledger-accounts';
import { poolEscrow, type PoolEscrow } from './ledger-escrow';
import { authorizeTx, cancelTx, captureTx, capturedPaymentTx, refundTx, type PaymentRef } from './ledger-payments';

type ModelState = 'none' | 'authorized' | 'captured_from_hold' | 'captured_direct' | 'cancelled' | 'refunded';
type Step = 'authorize' | 'capture' | 'cancel' | 'captured' | 'refund';
type Op = { kind: 'step'; step: Step; payment: number } | { kind: 'replay'; index: number };

const POOLS = [1, 2];
const BUILD = { authorize: authorizeTx, capture: captureTx, cancel: cancelTx, captured: capturedPaymentTx, refund: refundTx };

/** What the model says a step does: moves the payment to a new state, or 'refused'. */
function modelStep(state: ModelState, step: Step): ModelState | 'refused' {
  if (step === 'authorize') return state === 'none' ? 'authorized' : 'refused';
  if (step === 'captured') return state === 'none' ? 'captured_direct' : 'refused';
  if (step === 'capture') return state === 'authorized' ? 'captured_from_hold' : 'refused';
  if (step === 'cancel') return state === 'authorized' ? 'cancelled' : 'refused';
  return state === 'captured_from_hold' || state === 'captured_direct' ? 'refunded' : 'refused';
}

function expectedEscrow(payments: PaymentRef[], states: ModelState[], history: Set<string>[], poolId: number): PoolEscrow {
  const out: PoolEscrow = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };
  payments.forEach((p, i) => {
    const s = states[i]!;
    if (p.poolId !== poolId || s === 'none') return;
    out.collectedCents += p.amountCents;
    if (s === 'authorized') out.authorizedCents += p.amountCents;
    if (s === 'captured_from_hold' || s === 'captured_direct' || s === 'refunded') out.capturedCents += p.amountCents;
    if (s === 'cancelled' || s === 'refunded') out.refundedCents += p.amountCents;
    // A refunded payment was captured one way or the other; both count once.
    expect(history[i]!.has('capture') && history[i]!.has('captured')).toBe(false);
  });
  return out;
}

function checkInvariants(ledger: Ledger): void {
  for (const tx of ledger.transactions) {
    const debits = tx.entries.filter((e) => e.side === 'debit').reduce((s, e) => s + e.amountCents, 0);
    const credits = tx.entries.filter((e) => e.side === 'credit').reduce((s, e) => s + e.amountCents, 0);
    expect(debits).toBe(credits);
    expect(tx.entries.every((e) => Number.isSafeInteger(e.amountCents) && e.amountCents > 0)).toBe(true);
  }
  const all = [...balances(ledger).values()];
  expect(all.reduce((s, b) => s + b.postedCents, 0)).toBe(0);
  expect(all.reduce((s, b) => s + b.pendingCents, 0)).toBe(0);

  let capturedEverywhere = 0;
  let refundedCapturedEverywhere = 0;
  for (const poolId of POOLS) {
    const e = poolEscrow(ledger, poolId);
    const escrow = balances(ledger).get(poolEscrowAccount(poolId)) ?? { postedCents: 0, pendingCents: 0 };
    // What escrow holds (posted + reserved) is what came in minus what went out.
    expect(escrow.postedCents + escrow.pendingCents).toBe(e.collectedCents - e.refundedCents - e.houseFeeCents - e.nonprofitCents - e.prizesCents);
    expect(escrow.pendingCents).toBe(e.authorizedCents);
    expect(escrow.postedCents).toBeGreaterThanOrEqual(0);
    // collected = authorized + captured + cancelled holds; cancelled holds are part of refunded.
    const cancelledHolds = e.collectedCents - e.authorizedCents - e.capturedCents;
    expect(cancelledHolds).toBeGreaterThanOrEqual(0);
    expect(cancelledHolds).toBeLessThanOrEqual(e.refundedCents);
    capturedEverywhere += e.capturedCents;
    refundedCapturedEverywhere += e.refundedCents - cancelledHolds;
  }
  expect(0 - (balances(ledger).get(PLAYER_PAYMENTS)?.postedCents ?? 0)).toBe(capturedEverywhere);
  expect(balances(ledger).get(REFUNDS)?.postedCents ?? 0).toBe(refundedCapturedEverywhere);
}

const paymentsArb = fc.array(
  fc.record({ poolId: fc.constantFrom(...POOLS), amountCents: fc.integer({ min: 1, max: 250_000 }) }),
  { minLength: 1, maxLength: 4 },
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('step' as const), step: fc.constantFrom<Step>('authorize', 'capture', 'cancel', 'captured', 'refund'), payment: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replay' as const), index: fc.nat(100) }) },
);

describe('ledger against a model', () => {
  it('agrees with the per-payment model and keeps its invariants after every step', () => {
    fc.assert(
      fc.property(paymentsArb, fc.array(opArb, { maxLength: 40 }), (shapes, ops) => {
        const payments: PaymentRef[] = shapes.map((s, i) => ({ paymentIntentId: `pi_${i}`, ...s }));
        const states: ModelState[] = payments.map(() => 'none');
        const history = payments.map(() => new Set<string>());
        let ledger = emptyLedger;
        let lastCollected = POOLS.map(() => 0);

        for (const op of ops) {
          let tx: LedgerTransaction;
          let expected: 'applied' | 'duplicate' | 'refused';
          let i = -1;
          if (op.kind === 'replay') {
            if (ledger.transactions.length === 0) continue;
            tx = ledger.transactions[op.index % ledger.transactions.length]!;
            expected = 'duplicate';
          } else {
            i = op.payment % payments.length;
            tx = BUILD[op.step](payments[i]!);
            const next = modelStep(states[i]!, op.step);
            expected = history[i]!.has(op.step) ? 'duplicate' : next === 'refused' ? 'refused' : 'applied';
          }

          const before = ledger;
          const result = applyTransaction(ledger, tx);
          expect(result.ok ? result.outcome : 'refused').toBe(expected);
          if (result.ok && result.outcome === 'applied') {
            ledger = result.ledger;
            expect(ledger.transactions).toHaveLength(before.transactions.length + 1);
            if (op.kind === 'step') {
              states[i] = modelStep(states[i]!, op.step) as ModelState;
              history[i]!.add(op.step);
            }
          } else {
            // Replays and refusals change nothing.
            if (result.ok) expect(result.ledger).toBe(before);
            expect(ledger.transactions).toHaveLength(before.transactions.length);
          }

          checkInvariants(ledger);
          POOLS.forEach((poolId, p) => {
            const escrow = poolEscrow(ledger, poolId);
            expect(escrow).toEqual(expectedEscrow(payments, states, history, poolId));
            expect(escrow.collectedCents).toBeGreaterThanOrEqual(lastCollected[p]!);
          });
          lastCollected = POOLS.map((poolId) => poolEscrow(ledger, poolId).collectedCents);
          payments.forEach((p, k) => {
            const s = states[k]!;
            const status = ledger.payments.get(p.paymentIntentId)?.status;
            const want = { none: undefined, authorized: 'authorized', captured_from_hold: 'captured', captured_direct: 'captured', cancelled: 'cancelled', refunded: 'refunded' }[s];
            expect(status).toBe(want);
          });
        }

        // The stored log alone rebuilds the same ledger.
        const rebuilt = replayLedger(ledger.transactions);
        expect(rebuilt.ok && rebuilt.ledger).toEqual(ledger);
      }),
      { numRuns: 300 },
    );
  });
});
