/**
 * The payment tester's rules as plain functions (unit-tested): which pools it lists, how squares are
 * picked, what a payment costs by the pool's fee, where a test payment stands, and how the ledger's
 * account ids read for people.
 */
import { coordinateKey, type Coordinate } from '../../../domain/board';
import { centsToDecimalString } from '../../../domain/money';
import {
  MAX_SQUARES_PER_CHECKOUT,
  type CreateEscrowPaymentResponse,
  type Pool,
  type PoolLedgerResponse,
  type PurchaseSquaresResponse,
  type SandboxConfirmResponse,
} from '../../../domain/schemas';

export const MISSING_POOL_ID = 'Please enter a pool ID';
export const BAD_POOL_ID = 'Pool ID must be a positive whole number';
export const MISSING_AMOUNT = 'Please enter an amount';
export const NO_SQUARES = 'Pick at least one square';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A typed pool id: digits only, 1 to the database's largest id. */
export function parsePoolId(input: string): Parsed<number> {
  const text = input.trim();
  if (text === '') return { ok: false, message: MISSING_POOL_ID };
  if (!/^\d+$/.test(text)) return { ok: false, message: BAD_POOL_ID };
  const value = Number(text);
  return value >= 1 && value <= 2_147_483_647 ? { ok: true, value } : { ok: false, message: BAD_POOL_ID };
}

/** Where a status sorts in the list: pools that can still take payments first, finished ones last. */
const STATUS_ORDER: Record<Pool['status'], number> = { open: 0, full: 1, active: 2, completed: 3, cancelled: 4 };

/**
 * Pools whose squares cost money (the tester's list), filtered by name, team, status or #id; open
 * pools first, then by status, each status in the API's order (soonest game first).
 */
export function paidPools(pools: readonly Pool[], filter = ''): Pool[] {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = pools.filter((pool) => {
    if (pool.entryFeeCents <= 0) return false;
    const text = `#${pool.id} ${pool.name} ${pool.status} ${pool.game.homeTeam} ${pool.game.awayTeam}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return matching.map((pool, i) => ({ pool, i })).sort((a, b) => STATUS_ORDER[a.pool.status] - STATUS_ORDER[b.pool.status] || a.i - b.i).map(({ pool }) => pool);
}

/** Adds or removes a square; at most the checkout's limit (the server refuses more anyway). */
export function toggleSquare(selected: readonly Coordinate[], square: Coordinate): Coordinate[] {
  const key = coordinateKey(square);
  if (selected.some((s) => coordinateKey(s) === key)) return selected.filter((s) => coordinateKey(s) !== key);
  if (selected.length >= MAX_SQUARES_PER_CHECKOUT) return [...selected];
  return [...selected, { row: square.row, column: square.column }];
}

/** In board order, as the pool page's cart lists them. */
export function sortSquares(squares: readonly Coordinate[]): Coordinate[] {
  return [...squares].sort((a, b) => a.row - b.row || a.column - b.column);
}

/** What the squares cost at the pool's fee, as the API's decimal string ("15.00"); the server checks it. */
export function computedAmount(entryFeeCents: number, squareCount: number): string {
  return centsToDecimalString(entryFeeCents * squareCount);
}

/** "R3 · C7" (1-based, like the board's labels). */
export function squareName(square: Coordinate): string {
  return `R${square.row + 1} · C${square.column + 1}`;
}

/** One test payment: created, then confirmed with a card (maybe several tries), then recorded. */
export type TestPayment = {
  poolId: number;
  squares: Coordinate[];
  intent: CreateEscrowPaymentResponse;
  /** The last card's answer; null before any. */
  confirm: SandboxConfirmResponse | null;
  purchase: PurchaseSquaresResponse | null;
  /** 'Release hold' cancelled it. */
  released: boolean;
};

export type PaymentStage = 'create' | 'confirm' | 'record' | 'done';

export function isConfirmed(confirm: SandboxConfirmResponse | null): boolean {
  return confirm?.status === 'requires_capture' || confirm?.status === 'succeeded';
}

export function paymentStage(payment: TestPayment | null): PaymentStage {
  if (!payment) return 'create';
  if (payment.purchase || payment.released) return 'done';
  return isConfirmed(payment.confirm) ? 'record' : 'confirm';
}

export const SANDBOX_CARDS = [
  { number: '4242 4242 4242 4242', label: 'Pay with 4242', outcome: 'succeeds', tone: 'default' },
  { number: '4000 0000 0000 0002', label: 'Try 0002', outcome: 'declined', tone: 'outline' },
  { number: '4000 0000 0000 9995', label: 'Try 9995', outcome: 'insufficient funds', tone: 'outline' },
] as const;

/** The card's expiry: December, a few years after the browser's year, so it is never expired. */
export function testCardExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getFullYear() + 4 };
}

const FIXED_ACCOUNTS: Record<string, string> = {
  player_payments: 'Player payments (cards)',
  house_fees: 'House fees',
  refunds: 'Refunds to cards',
  prizes_paid: 'Prizes paid',
  unclaimed_prizes: 'Unclaimed prizes',
};

const POOL_ACCOUNTS: Record<string, string> = {
  pool_escrow: 'Escrow',
  prizes_payable: 'Prizes payable',
  nonprofit: 'Nonprofit share',
};

/** "pool_escrow:12" -> "Escrow, pool #12"; unknown ids read as themselves. */
export function accountLabel(account: string): string {
  const fixed = FIXED_ACCOUNTS[account];
  if (fixed) return fixed;
  const match = /^([a-z_]+):(\d+)$/.exec(account);
  const kind = match ? POOL_ACCOUNTS[match[1]!] : undefined;
  return kind ? `${kind}, pool #${match![2]}` : account;
}

type Phase = PoolLedgerResponse['transactions'][number]['phase'];

export const PHASE_LABELS: Record<Phase, string> = {
  pending: 'Pending',
  posted: 'Posted',
  post_pending: 'Pending posted',
  void_pending: 'Pending voided',
};

/** Money still in the pool's escrow (posted or held): what settlement or a refund would move. */
export function escrowHeldCents(escrow: PoolLedgerResponse['escrow']): number {
  return escrow.collectedCents - escrow.refundedCents - escrow.houseFeeCents - escrow.nonprofitCents - escrow.prizesCents;
}
