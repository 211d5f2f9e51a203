/**
 * The escrow ledger as a pure model (DESIGN D8, D17): append-only, double-entry, integer cents, with
 * two-phase transfers in the TigerBeetle style. The server stores the same transactions in tables; this
 * file is the rulebook they are checked against (and the model the property tests drive).
 *
 * - A transaction is a list of entries (debit or credit, account, amountCents > 0) whose debits equal
 *   its credits.
 * - phase 'pending' reserves money (a card authorization); 'post_pending' posts a pending transaction
 *   whole (capture), 'void_pending' voids it (cancel). Both must repeat the pending's entries exactly:
 *   partial captures are not supported, and a capture for another amount is a bug we want to see.
 * - phase 'posted' moves money at once (a direct captured payment, a refund, a settlement).
 * - Every transaction id is derived from its cause (`pi_123:capture`, `pool:7:settle:Q1`). Applying an
 *   id that is already in the ledger with the same content is a no-op ('duplicate'); with different
 *   content it is refused ('id_conflict'), so a replay never doubles money and a buggy replay is loud.
 *
 * Refusals are a typed result, never a throw: replays and out-of-order webhooks are normal traffic.
 */
import { HOUSE_FEES, PLAYER_PAYMENTS, REFUNDS, isHoldingAccount, parseAccount, type AccountId } from './ledger-accounts';
import type { Cents } from './money';

export type EntrySide = 'debit' | 'credit';
export type LedgerEntry = { side: EntrySide; account: AccountId; amountCents: Cents };

export type PaymentStep = 'authorize' | 'capture' | 'cancel' | 'captured' | 'refund';
/** Set by the payment builders: lets the ledger refuse a refund before a capture, or a payment twice. */
export type PaymentCause = { paymentIntentId: string; step: PaymentStep };

type TransactionBase = { id: string; entries: readonly LedgerEntry[]; payment?: PaymentCause };
export type LedgerTransaction =
  | (TransactionBase & { phase: 'pending' | 'posted' })
  | (TransactionBase & { phase: 'post_pending' | 'void_pending'; pendingId: string });

export type PendingStatus = 'pending' | 'posted' | 'voided';
export type PaymentStatus = 'authorized' | 'captured' | 'cancelled' | 'refunded';
export type PaymentRecord = { status: PaymentStatus; poolId: number; amountCents: Cents };

export type Ledger = {
  /** In the order applied; never edited. */
  readonly transactions: readonly LedgerTransaction[];
  readonly byId: ReadonlyMap<string, LedgerTransaction>;
  /** Keyed by the pending transaction's id. */
  readonly pendingStatus: ReadonlyMap<string, PendingStatus>;
  /** Keyed by payment intent id. */
  readonly payments: ReadonlyMap<string, PaymentRecord>;
};

export type LedgerRefusalReason =
  | 'invalid_transaction'
  | 'unbalanced'
  | 'unsupported_shape'
  | 'id_conflict'
  | 'unknown_pending'
  | 'pending_already_posted'
  | 'pending_already_voided'
  | 'pending_mismatch'
  | 'payment_state'
  | 'insufficient_escrow'
  | 'insufficient_funds';

export type ApplyResult =
  | { ok: true; outcome: 'applied' | 'duplicate'; ledger: Ledger }
  | { ok: false; reason: LedgerRefusalReason; message: string };

export const emptyLedger: Ledger = {
  transactions: [],
  byId: new Map(),
  pendingStatus: new Map(),
  payments: new Map(),
};

const PHASE_OF_STEP: Record<PaymentStep, LedgerTransaction['phase']> = {
  authorize: 'pending',
  capture: 'post_pending',
  cancel: 'void_pending',
  captured: 'posted',
  refund: 'posted',
};

/**
 * What a transaction does to pool money. Only these shapes may touch a pool's escrow, which is what
 * makes poolEscrow() exact: every cent into escrow is a player's, every cent out lands in a named bucket.
 */
export type Shape =
  | { kind: 'payment_in'; poolId: number; amountCents: Cents }
  | { kind: 'pay_out'; poolId: number; amountCents: Cents }
  /** A settlement undone (a score correction): fee, nonprofit share or prizes back into the pool's escrow. */
  | { kind: 'reversal'; poolId: number; amountCents: Cents }
  | { kind: 'no_escrow' };

export function classify(entries: readonly LedgerEntry[]): Shape | null {
  const pools = new Set<number>();
  for (const e of entries) {
    const parsed = parseAccount(e.account);
    if (parsed?.kind === 'pool_escrow') pools.add(parsed.poolId);
  }
  if (pools.size === 0) return { kind: 'no_escrow' };
  if (pools.size > 1) return null;
  const [poolId] = [...pools] as [number];
  const escrow = `pool_escrow:${poolId}`;
  const debits = entries.filter((e) => e.side === 'debit');
  const credits = entries.filter((e) => e.side === 'credit');
  const amountCents = credits.reduce((sum, e) => sum + e.amountCents, 0);
  if (debits.every((e) => e.account === PLAYER_PAYMENTS) && credits.every((e) => e.account === escrow)) {
    return { kind: 'payment_in', poolId, amountCents };
  }
  const outlets = new Set([REFUNDS, HOUSE_FEES, `nonprofit:${poolId}`, `prizes_payable:${poolId}`]);
  if (debits.every((e) => e.account === escrow) && credits.every((e) => outlets.has(e.account))) {
    return { kind: 'pay_out', poolId, amountCents };
  }
  // Money that left to a card (refunds) cannot come back by a reversal: only settlement buckets can.
  const reversible = new Set([HOUSE_FEES, `nonprofit:${poolId}`, `prizes_payable:${poolId}`]);
  if (debits.every((e) => reversible.has(e.account)) && credits.every((e) => e.account === escrow)) {
    return { kind: 'reversal', poolId, amountCents };
  }
  return null;
}

function refuse(reason: LedgerRefusalReason, message: string): ApplyResult {
  return { ok: false, reason, message };
}

function structureProblem(tx: LedgerTransaction): string | null {
  if (typeof tx.id !== 'string' || tx.id.length === 0 || tx.id.length > 255) return 'id must be 1-255 characters';
  if (!['pending', 'posted', 'post_pending', 'void_pending'].includes(tx.phase)) return `unknown phase ${String(tx.phase)}`;
  if ((tx.phase === 'post_pending' || tx.phase === 'void_pending') && (typeof tx.pendingId !== 'string' || tx.pendingId === '')) {
    return 'posting or voiding needs the pending transaction id';
  }
  if (!Array.isArray(tx.entries) || tx.entries.length < 2) return 'needs at least one debit and one credit';
  for (const e of tx.entries) {
    if (e.side !== 'debit' && e.side !== 'credit') return `entry side ${String(e.side)} is neither debit nor credit`;
    if (parseAccount(e.account) === null) return `unknown account ${JSON.stringify(e.account)}`;
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents <= 0) {
      return `entry amount must be a positive whole number of cents, got ${String(e.amountCents)}`;
    }
  }
  if (tx.payment && PHASE_OF_STEP[tx.payment.step] !== tx.phase) return `payment step ${tx.payment.step} cannot be a ${tx.phase} transaction`;
  return null;
}

function entryKey(e: LedgerEntry): string {
  return `${e.side}|${e.account}|${e.amountCents}`;
}

/** Same entries as a multiset: order carries no meaning in a double-entry transaction. */
export function sameEntries(a: readonly LedgerEntry[], b: readonly LedgerEntry[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(entryKey).sort();
  const right = b.map(entryKey).sort();
  return left.every((key, i) => key === right[i]);
}

function sameTransaction(a: LedgerTransaction, b: LedgerTransaction): boolean {
  const pendingA = 'pendingId' in a ? a.pendingId : undefined;
  const pendingB = 'pendingId' in b ? b.pendingId : undefined;
  return (
    a.phase === b.phase &&
    pendingA === pendingB &&
    a.payment?.paymentIntentId === b.payment?.paymentIntentId &&
    a.payment?.step === b.payment?.step &&
    sameEntries(a.entries, b.entries)
  );
}

/** Per-account balances, credits - debits (see ledger-accounts.ts for the sign convention). */
export type AccountBalance = { postedCents: Cents; pendingCents: Cents };

/**
 * Recomputed from the transactions (the log is the truth; nothing cached can drift). Posted counts
 * posted transactions and posted pendings; pending counts pendings still open.
 */
export function balances(ledger: Ledger): Map<AccountId, AccountBalance> {
  const out = new Map<AccountId, AccountBalance>();
  const add = (e: LedgerEntry, field: keyof AccountBalance): void => {
    const row = out.get(e.account) ?? { postedCents: 0, pendingCents: 0 };
    row[field] += e.side === 'credit' ? e.amountCents : -e.amountCents;
    out.set(e.account, row);
  };
  for (const tx of ledger.transactions) {
    // Accounts are never deleted: one that ever had an entry keeps its row, even at zero.
    for (const e of tx.entries) if (!out.has(e.account)) out.set(e.account, { postedCents: 0, pendingCents: 0 });
    if (tx.phase === 'posted' || tx.phase === 'post_pending') tx.entries.forEach((e) => add(e, 'postedCents'));
    if (tx.phase === 'pending' && ledger.pendingStatus.get(tx.id) === 'pending') tx.entries.forEach((e) => add(e, 'pendingCents'));
  }
  return out;
}

function paymentProblem(ledger: Ledger, tx: LedgerTransaction, shape: Shape): string | null {
  const cause = tx.payment;
  if (!cause) return null;
  const record = ledger.payments.get(cause.paymentIntentId);
  switch (cause.step) {
    case 'authorize':
    case 'captured':
      if (shape.kind !== 'payment_in') return `${cause.step} must move money from ${PLAYER_PAYMENTS} into one pool escrow`;
      return record ? `payment ${cause.paymentIntentId} is already ${record.status}` : null;
    case 'capture':
    case 'cancel': {
      const pending = ledger.byId.get((tx as { pendingId: string }).pendingId);
      return pending?.payment?.paymentIntentId === cause.paymentIntentId
        ? null
        : `the pending transaction is not payment ${cause.paymentIntentId}'s authorization`;
    }
    case 'refund':
      if (record?.status !== 'captured') return `payment ${cause.paymentIntentId} is ${record?.status ?? 'unknown'}, not captured`;
      if (shape.kind !== 'pay_out' || shape.poolId !== record.poolId || shape.amountCents !== record.amountCents) {
        return `a refund returns the whole ${record.amountCents} cents from pool_escrow:${record.poolId}`;
      }
      return tx.entries.every((e) => e.side === 'debit' || e.account === REFUNDS) ? null : `a refund credits ${REFUNDS} only`;
  }
}

/** Applies one transaction; the given ledger is never modified. */
export function applyTransaction(ledger: Ledger, tx: LedgerTransaction): ApplyResult {
  const problem = structureProblem(tx);
  if (problem) return refuse('invalid_transaction', `Transaction ${String(tx.id)}: ${problem}`);

  const existing = ledger.byId.get(tx.id);
  if (existing) {
    return sameTransaction(existing, tx)
      ? { ok: true, outcome: 'duplicate', ledger }
      : refuse('id_conflict', `Transaction ${tx.id} is already in the ledger with different content`);
  }

  const debits = tx.entries.filter((e) => e.side === 'debit').reduce((s, e) => s + e.amountCents, 0);
  const credits = tx.entries.filter((e) => e.side === 'credit').reduce((s, e) => s + e.amountCents, 0);
  if (!Number.isSafeInteger(debits) || !Number.isSafeInteger(credits) || debits !== credits) {
    return refuse('unbalanced', `Transaction ${tx.id}: debits ${debits} != credits ${credits}`);
  }

  const shape = classify(tx.entries);
  if (!shape) return refuse('unsupported_shape', `Transaction ${tx.id}: pool escrow only takes player payments and pays out to fees, prizes, nonprofit or refunds of the same pool`);
  if (tx.phase === 'pending' && shape.kind !== 'payment_in') {
    return refuse('unsupported_shape', `Transaction ${tx.id}: only player payments into escrow can be pending`);
  }

  let pending: LedgerTransaction | undefined;
  if (tx.phase === 'post_pending' || tx.phase === 'void_pending') {
    pending = ledger.byId.get(tx.pendingId);
    const status = ledger.pendingStatus.get(tx.pendingId);
    if (!pending || !status) return refuse('unknown_pending', `Transaction ${tx.id}: no pending transaction ${tx.pendingId}`);
    if (status === 'posted') return refuse('pending_already_posted', `Transaction ${tx.id}: ${tx.pendingId} was already posted`);
    if (status === 'voided') return refuse('pending_already_voided', `Transaction ${tx.id}: ${tx.pendingId} was already voided`);
    if (!sameEntries(pending.entries, tx.entries)) {
      return refuse('pending_mismatch', `Transaction ${tx.id}: must repeat the entries of ${tx.pendingId} exactly (whole amounts only)`);
    }
    if (pending.payment && !tx.payment) {
      return refuse('payment_state', `Transaction ${tx.id}: ${tx.pendingId} belongs to payment ${pending.payment.paymentIntentId}; say so`);
    }
  }

  const paymentIssue = paymentProblem(ledger, tx, shape);
  if (paymentIssue) return refuse('payment_state', `Transaction ${tx.id}: ${paymentIssue}`);

  if (tx.phase === 'posted') {
    const current = balances(ledger);
    if (shape.kind === 'pay_out') {
      const escrow = `pool_escrow:${shape.poolId}`;
      const held = current.get(escrow)?.postedCents ?? 0;
      if (held < shape.amountCents) {
        return refuse('insufficient_escrow', `Transaction ${tx.id}: ${escrow} holds ${held} posted cents, ${shape.amountCents} requested`);
      }
    }
    // No account that holds money may go negative (a prize paid twice, a reversal of money already gone).
    const debitedBy = new Map<AccountId, number>();
    for (const e of tx.entries) if (e.side === 'debit') debitedBy.set(e.account, (debitedBy.get(e.account) ?? 0) + e.amountCents);
    for (const [account, amount] of debitedBy) {
      if (!isHoldingAccount(account)) continue;
      const held = current.get(account)?.postedCents ?? 0;
      if (held < amount) return refuse('insufficient_funds', `Transaction ${tx.id}: ${account} holds ${held} posted cents, ${amount} requested`);
    }
  }

  return { ok: true, outcome: 'applied', ledger: appended(ledger, tx, shape, pending) };
}

function appended(ledger: Ledger, tx: LedgerTransaction, shape: Shape, pending: LedgerTransaction | undefined): Ledger {
  const byId = new Map(ledger.byId).set(tx.id, tx);
  const pendingStatus = new Map(ledger.pendingStatus);
  const payments = new Map(ledger.payments);
  if (tx.phase === 'pending') pendingStatus.set(tx.id, 'pending');
  if (tx.phase === 'post_pending') pendingStatus.set(tx.pendingId, 'posted');
  if (tx.phase === 'void_pending') pendingStatus.set(tx.pendingId, 'voided');

  const cause = tx.payment ?? pending?.payment;
  if (cause) {
    const pi = cause.paymentIntentId;
    const record = payments.get(pi);
    if (tx.phase === 'pending' || tx.phase === 'posted') {
      if (record && cause.step === 'refund') payments.set(pi, { ...record, status: 'refunded' });
      else if (shape.kind === 'payment_in') {
        payments.set(pi, {
          status: tx.phase === 'pending' ? 'authorized' : 'captured',
          poolId: shape.poolId,
          amountCents: shape.amountCents,
        });
      }
    } else if (record) {
      payments.set(pi, { ...record, status: tx.phase === 'post_pending' ? 'captured' : 'cancelled' });
    }
  }
  return { transactions: [...ledger.transactions, tx], byId, pendingStatus, payments };
}

/** Rebuilds a ledger from stored transactions, in order; the first refusal stops it. */
export function replayLedger(transactions: readonly LedgerTransaction[]): ApplyResult {
  let ledger = emptyLedger;
  for (const tx of transactions) {
    const result = applyTransaction(ledger, tx);
    if (!result.ok) return result;
    ledger = result.ledger;
  }
  return { ok: true, outcome: 'applied', ledger };
}
