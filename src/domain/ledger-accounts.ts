/**
 * The escrow ledger's accounts (DESIGN D8, D17). Account ids are plain strings so they can be stored
 * as-is; per-pool accounts carry the pool id after a colon. Accounts are never deleted, so an id, once
 * used, means the same account for good.
 *
 * Sign convention used everywhere in the ledger: an account's balance is credits - debits. Money moves
 * FROM the debited account TO the credited one, so `player_payments` (money arriving from cards) runs
 * negative and the accounts that hold or receive money run positive; all posted balances sum to zero.
 */

/** External: every cent that arrived from a card is debited here. */
export const PLAYER_PAYMENTS = 'player_payments';
/** The site's cut of settled pools. */
export const HOUSE_FEES = 'house_fees';
/** External: money sent back to cards (refunds of captured payments). */
export const REFUNDS = 'refunds';
/** External: prizes paid out to winners (claimed through the provider, or paid by hand by an admin). */
export const PRIZES_PAID = 'prizes_paid';
/** Prizes nobody claimed within 30 days: kept apart, an admin can still pay them. */
export const UNCLAIMED_PRIZES = 'unclaimed_prizes';

export type PoolAccountKind = 'pool_escrow' | 'prizes_payable' | 'nonprofit';
export type AccountId = string;

export type ParsedAccount =
  | { kind: 'player_payments' | 'house_fees' | 'refunds' | 'prizes_paid' | 'unclaimed_prizes' }
  | { kind: PoolAccountKind; poolId: number };

function assertPoolId(poolId: number): void {
  if (!Number.isSafeInteger(poolId) || poolId <= 0) {
    throw new RangeError(`Pool id must be a positive whole number, got ${String(poolId)}`);
  }
}

export function poolEscrowAccount(poolId: number): AccountId {
  assertPoolId(poolId);
  return `pool_escrow:${poolId}`;
}

export function prizesPayableAccount(poolId: number): AccountId {
  assertPoolId(poolId);
  return `prizes_payable:${poolId}`;
}

export function nonprofitAccount(poolId: number): AccountId {
  assertPoolId(poolId);
  return `nonprofit:${poolId}`;
}

const POOL_ACCOUNT = /^(pool_escrow|prizes_payable|nonprofit):([1-9][0-9]*)$/;

/** null for anything that is not one of our accounts (a typo must not open a new account silently). */
export function parseAccount(id: string): ParsedAccount | null {
  if (id === PLAYER_PAYMENTS || id === HOUSE_FEES || id === REFUNDS || id === PRIZES_PAID || id === UNCLAIMED_PRIZES) return { kind: id };
  const match = POOL_ACCOUNT.exec(id);
  if (!match) return null;
  const poolId = Number(match[2]);
  if (!Number.isSafeInteger(poolId)) return null;
  return { kind: match[1] as PoolAccountKind, poolId };
}

/**
 * Accounts that hold money (everything but the two external ends money comes from or goes to): their
 * posted balance may never go negative. `player_payments` runs negative by design; `refunds` and
 * `prizes_paid` only ever receive.
 */
export function isHoldingAccount(id: AccountId): boolean {
  const parsed = parseAccount(id);
  return parsed !== null && parsed.kind !== 'player_payments' && parsed.kind !== 'refunds' && parsed.kind !== 'prizes_paid';
}
