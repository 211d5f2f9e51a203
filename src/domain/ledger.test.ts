import { describe, expect, it } from 'vitest';
import { applyTransaction, balances, emptyLedger, replayLedger, type Ledger, type LedgerTransaction } from './ledger';
import { HOUSE_FEES, PLAYER_PAYMENTS, REFUNDS, nonprofitAccount, parseAccount, poolEscrowAccount, prizesPayableAccount } from './ledger-accounts';
import { poolEscrow } from './ledger-escrow';
import { authorizeTx, cancelTx, captureTx, capturedPaymentTx, refundTx, type PaymentRef } from './ledger-payments';

const A: PaymentRef = { paymentIntentId: 'pi_A', poolId: 7, amountCents: 1500 };
const B: PaymentRef = { paymentIntentId: 'pi_B', poolId: 7, amountCents: 500 };

function applyAll(txs: LedgerTransaction[], start: Ledger = emptyLedger): Ledger {
  return txs.reduce((ledger, tx) => {
    const result = applyTransaction(ledger, tx);
    if (!result.ok) throw new Error(`setup refused ${tx.id}: ${result.message}`);
    return result.ledger;
  }, start);
}

const zeroEscrow = {
  collectedCents: 0,
  authorizedCents: 0,
  capturedCents: 0,
  refundedCents: 0,
  houseFeeCents: 0,
  nonprofitCents: 0,
  prizesCents: 0,
};

describe('accounts', () => {
  it.each([
    ['player_payments', { kind: 'player_payments' }],
    ['house_fees', { kind: 'house_fees' }],
    ['refunds', { kind: 'refunds' }],
    ['pool_escrow:7', { kind: 'pool_escrow', poolId: 7 }],
    ['prizes_payable:12', { kind: 'prizes_payable', poolId: 12 }],
    ['nonprofit:3', { kind: 'nonprofit', poolId: 3 }],
  ])('%s parses', (id, parsed) => expect(parseAccount(id)).toEqual(parsed));

  it.each(['', 'pool_escrow', 'pool_escrow:', 'pool_escrow:0', 'pool_escrow:07', 'pool_escrow:-1', 'escrow:7', 'Refunds', 'pool_escrow:99999999999999999999'])(
    '%j is not an account',
    (id) => expect(parseAccount(id)).toBeNull(),
  );

  it('builds per-pool ids and refuses bad pool ids', () => {
    expect([poolEscrowAccount(7), prizesPayableAccount(7), nonprofitAccount(7)]).toEqual(['pool_escrow:7', 'prizes_payable:7', 'nonprofit:7']);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => poolEscrowAccount(bad)).toThrow(RangeError);
  });
});

describe('payment builders', () => {
  it.each([
    [authorizeTx, 'pi_A:authorize', 'pending', undefined],
    [captureTx, 'pi_A:capture', 'post_pending', 'pi_A:authorize'],
    [cancelTx, 'pi_A:cancel', 'void_pending', 'pi_A:authorize'],
    [capturedPaymentTx, 'pi_A:captured', 'posted', undefined],
  ])('%o -> id %s, phase %s, money from player_payments into the pool escrow', (build, id, phase, pendingId) => {
    const tx = build(A);
    expect(tx.id).toBe(id);
    expect(tx.phase).toBe(phase);
    expect('pendingId' in tx ? tx.pendingId : undefined).toBe(pendingId);
    expect(tx.entries).toEqual([
      { side: 'debit', account: PLAYER_PAYMENTS, amountCents: 1500 },
      { side: 'credit', account: 'pool_escrow:7', amountCents: 1500 },
    ]);
  });

  it('refund moves the whole amount from escrow to refunds', () => {
    expect(refundTx(A)).toMatchObject({
      id: 'pi_A:refund',
      phase: 'posted',
      entries: [
        { side: 'debit', account: 'pool_escrow:7', amountCents: 1500 },
        { side: 'credit', account: REFUNDS, amountCents: 1500 },
      ],
    });
  });

  it.each([
    { ...A, amountCents: 0 },
    { ...A, amountCents: -5 },
    { ...A, amountCents: 10.5 },
    { ...A, paymentIntentId: '' },
    { ...A, paymentIntentId: 'pi:1' },
    { ...A, paymentIntentId: 'pi 1' },
    { ...A, poolId: 0 },
  ])('refuses %o with a RangeError', (bad) => {
    expect(() => authorizeTx(bad)).toThrow(RangeError);
  });
});

describe('payment lifecycles', () => {
  it('authorize then capture: held, then captured; collected stays', () => {
    const held = applyAll([authorizeTx(A)]);
    expect(poolEscrow(held, 7)).toEqual({ ...zeroEscrow, collectedCents: 1500, authorizedCents: 1500 });
    expect(balances(held).get('pool_escrow:7')).toEqual({ postedCents: 0, pendingCents: 1500 });
    const captured = applyAll([captureTx(A)], held);
    expect(poolEscrow(captured, 7)).toEqual({ ...zeroEscrow, collectedCents: 1500, capturedCents: 1500 });
    expect(balances(captured).get('pool_escrow:7')).toEqual({ postedCents: 1500, pendingCents: 0 });
    expect(balances(captured).get(PLAYER_PAYMENTS)).toEqual({ postedCents: -1500, pendingCents: 0 });
    expect(captured.payments.get('pi_A')?.status).toBe('captured');
  });

  it('authorize then cancel: the cancelled hold counts as refunded, escrow is empty', () => {
    const ledger = applyAll([authorizeTx(A), cancelTx(A)]);
    expect(poolEscrow(ledger, 7)).toEqual({ ...zeroEscrow, collectedCents: 1500, refundedCents: 1500 });
    expect(balances(ledger).get('pool_escrow:7')).toEqual({ postedCents: 0, pendingCents: 0 });
    expect(ledger.payments.get('pi_A')?.status).toBe('cancelled');
  });

  it('direct capture then refund', () => {
    const ledger = applyAll([capturedPaymentTx(A), capturedPaymentTx(B), refundTx(A)]);
    expect(poolEscrow(ledger, 7)).toEqual({ ...zeroEscrow, collectedCents: 2000, capturedCents: 2000, refundedCents: 1500 });
    expect(balances(ledger).get('pool_escrow:7')?.postedCents).toBe(500);
    expect(balances(ledger).get(REFUNDS)?.postedCents).toBe(1500);
    expect(ledger.payments.get('pi_A')?.status).toBe('refunded');
  });

  it('other pools are not counted', () => {
    const ledger = applyAll([capturedPaymentTx(A), authorizeTx({ ...B, poolId: 8 })]);
    expect(poolEscrow(ledger, 8)).toEqual({ ...zeroEscrow, collectedCents: 500, authorizedCents: 500 });
    expect(poolEscrow(ledger, 9)).toEqual(zeroEscrow);
  });

  it('settlement (hand-built posted pay-out): fee + nonprofit + prizes + refunded = collected', () => {
    const ledger = applyAll([
      capturedPaymentTx(A),
      authorizeTx(B),
      captureTx(B),
      capturedPaymentTx({ paymentIntentId: 'pi_C', poolId: 7, amountCents: 300 }),
      refundTx({ paymentIntentId: 'pi_C', poolId: 7, amountCents: 300 }),
      {
        id: 'pool:7:settle',
        phase: 'posted',
        entries: [
          { side: 'debit', account: 'pool_escrow:7', amountCents: 2000 },
          { side: 'credit', account: HOUSE_FEES, amountCents: 200 },
          { side: 'credit', account: 'nonprofit:7', amountCents: 90 },
          { side: 'credit', account: 'prizes_payable:7', amountCents: 1710 },
        ],
      },
    ]);
    const e = poolEscrow(ledger, 7);
    expect(e).toEqual({ collectedCents: 2300, authorizedCents: 0, capturedCents: 2300, refundedCents: 300, houseFeeCents: 200, nonprofitCents: 90, prizesCents: 1710 });
    expect(e.houseFeeCents + e.nonprofitCents + e.prizesCents + e.refundedCents).toBe(e.collectedCents);
    expect(balances(ledger).get('pool_escrow:7')).toEqual({ postedCents: 0, pendingCents: 0 });
  });
});

describe('replays', () => {
  it.each([
    ['authorize', [authorizeTx(A)]],
    ['capture', [authorizeTx(A), captureTx(A)]],
    ['cancel', [authorizeTx(A), cancelTx(A)]],
    ['direct capture', [capturedPaymentTx(A)]],
    ['refund', [capturedPaymentTx(A), refundTx(A)]],
  ])('%s applied twice is a no-op returning the same ledger', (_name, txs) => {
    const ledger = applyAll(txs);
    const again = applyTransaction(ledger, txs[txs.length - 1]!);
    expect(again).toEqual({ ok: true, outcome: 'duplicate', ledger });
    expect(again.ok && again.ledger).toBe(ledger);
  });

  it('a replayed id with different content is refused, not applied', () => {
    const ledger = applyAll([authorizeTx(A)]);
    const result = applyTransaction(ledger, authorizeTx({ ...A, amountCents: 1600 }));
    expect(result).toMatchObject({ ok: false, reason: 'id_conflict' });
  });

  it('the same entries in another order are the same transaction', () => {
    const tx = authorizeTx(A);
    const ledger = applyAll([tx]);
    expect(applyTransaction(ledger, { ...tx, entries: [...tx.entries].reverse() })).toMatchObject({ ok: true, outcome: 'duplicate' });
  });

  it('replayLedger rebuilds the same state from the stored log', () => {
    const ledger = applyAll([authorizeTx(A), capturedPaymentTx(B), captureTx(A), refundTx(B)]);
    const rebuilt = replayLedger(ledger.transactions);
    expect(rebuilt.ok && rebuilt.ledger).toEqual(ledger);
    expect(replayLedger([captureTx(A)])).toMatchObject({ ok: false, reason: 'unknown_pending' });
  });
});

const entry = (side: 'debit' | 'credit', account: string, amountCents: number) => ({ side, account, amountCents });

describe('refusals', () => {
  it.each<[string, LedgerTransaction[], LedgerTransaction, string]>([
    // [name, setup, transaction, expected refusal]
    ['capture without an authorization', [], captureTx(A), 'unknown_pending'],
    ['cancel without an authorization', [], cancelTx(A), 'unknown_pending'],
    ['capture after cancel', [authorizeTx(A), cancelTx(A)], captureTx(A), 'pending_already_voided'],
    ['cancel after capture', [authorizeTx(A), captureTx(A)], cancelTx(A), 'pending_already_posted'],
    ['capture of a direct capture', [capturedPaymentTx(A)], captureTx(A), 'unknown_pending'],
    ['capture for another amount', [authorizeTx(A)], captureTx({ ...A, amountCents: 1000 }), 'pending_mismatch'],
    ['capture into another pool', [authorizeTx(A)], captureTx({ ...A, poolId: 8 }), 'pending_mismatch'],
    ['authorize and also capture directly', [authorizeTx(A)], capturedPaymentTx(A), 'payment_state'],
    ['direct capture and also authorize', [capturedPaymentTx(A)], authorizeTx(A), 'payment_state'],
    ['refund without any payment', [], refundTx(A), 'payment_state'],
    ['refund of a hold not captured', [capturedPaymentTx(B), authorizeTx(A)], refundTx(A), 'payment_state'],
    ['refund of a cancelled hold', [capturedPaymentTx(B), authorizeTx(A), cancelTx(A)], refundTx(A), 'payment_state'],
    ['refund of part of the amount', [capturedPaymentTx(A)], refundTx({ ...A, amountCents: 100 }), 'payment_state'],
    ['refund from another pool', [capturedPaymentTx(A), capturedPaymentTx({ ...B, poolId: 8, amountCents: 1500 })], refundTx({ ...A, poolId: 8 }), 'payment_state'],
    ['capture posting another payment\'s hold', [authorizeTx(A)], { ...captureTx(A), payment: { paymentIntentId: 'pi_B', step: 'capture' } }, 'payment_state'],
    ['capture of a payment hold without saying so', [authorizeTx(A)], { ...captureTx(A), payment: undefined }, 'payment_state'],
    ['step that does not match the phase', [], { ...capturedPaymentTx(A), payment: { paymentIntentId: 'pi_A', step: 'authorize' } }, 'invalid_transaction'],
    ['unbalanced', [], { id: 'x', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 100), entry('credit', 'pool_escrow:7', 99)] }, 'unbalanced'],
    ['only credits', [], { id: 'x', phase: 'posted', entries: [entry('credit', HOUSE_FEES, 100), entry('credit', REFUNDS, 100)] }, 'unbalanced'],
    ['zero amount', [], { id: 'x', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 0), entry('credit', 'pool_escrow:7', 0)] }, 'invalid_transaction'],
    ['fractional cents', [], { id: 'x', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 0.5), entry('credit', 'pool_escrow:7', 0.5)] }, 'invalid_transaction'],
    ['unknown account', [], { id: 'x', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 5), entry('credit', 'pool_escrow:abc', 5)] }, 'invalid_transaction'],
    ['empty id', [], { id: '', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 5), entry('credit', 'pool_escrow:7', 5)] }, 'invalid_transaction'],
    ['a single entry', [], { id: 'x', phase: 'posted', entries: [entry('debit', PLAYER_PAYMENTS, 5)] }, 'invalid_transaction'],
    ['two pools in one transaction', [capturedPaymentTx(A)], { id: 'x', phase: 'posted', entries: [entry('debit', 'pool_escrow:7', 5), entry('credit', 'pool_escrow:8', 5)] }, 'unsupported_shape'],
    ['escrow straight back to player payments', [capturedPaymentTx(A)], { id: 'x', phase: 'posted', entries: [entry('debit', 'pool_escrow:7', 5), entry('credit', PLAYER_PAYMENTS, 5)] }, 'unsupported_shape'],
    ['prizes of another pool', [capturedPaymentTx(A)], { id: 'x', phase: 'posted', entries: [entry('debit', 'pool_escrow:7', 5), entry('credit', 'prizes_payable:8', 5)] }, 'unsupported_shape'],
    ['a pending pay-out', [capturedPaymentTx(A)], { id: 'x', phase: 'pending', entries: [entry('debit', 'pool_escrow:7', 5), entry('credit', HOUSE_FEES, 5)] }, 'unsupported_shape'],
    ['paying out more than is posted', [capturedPaymentTx(A)], { id: 'x', phase: 'posted', entries: [entry('debit', 'pool_escrow:7', 1501), entry('credit', HOUSE_FEES, 1501)] }, 'insufficient_escrow'],
    ['paying out money only authorized', [authorizeTx(A)], { id: 'x', phase: 'posted', entries: [entry('debit', 'pool_escrow:7', 1), entry('credit', HOUSE_FEES, 1)] }, 'insufficient_escrow'],
  ])('%s is refused', (_name, setup, tx, reason) => {
    const ledger = applyAll(setup);
    const result = applyTransaction(ledger, tx);
    expect(result).toMatchObject({ ok: false, reason });
    // A refusal leaves the ledger as it was (it is never modified in place).
    expect(ledger.transactions).toHaveLength(setup.length);
  });

  it('an empty ledger has no balances', () => {
    expect(balances(emptyLedger).size).toBe(0);
    expect(poolEscrow(emptyLedger, 7)).toEqual(zeroEscrow);
  });
});
