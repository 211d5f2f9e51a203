/** Realistic API-shaped pools, squares and winners for the web's unit tests (one source for all features). */
import { examplePool, exampleWinner } from '../../domain/pool.test-fixtures';
import type { Pool, Square } from '../../domain/schemas';
import type { AuthUser } from '../lib/auth-types';

/** The domain's example pool (src/domain/pool.test-fixtures.ts), named as the web's tests expect. */
export function makePool(over: Partial<Pool> = {}, game: Partial<Pool['game']> = {}): Pool {
  return examplePool({ name: 'Free Pool', ...over }, game);
}

let nextId = 1;
export function makeSquare(row: number, column: number, userId: string | null, poolId = 66, id = nextId++): Square {
  return { id, poolId, userId, row, column, purchasePrice: '0.00', purchasedAt: '2026-11-20T10:00:00.000Z', guestName: null, organizerPaid: false };
}

export const DRAWN_DIGITS = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };

/** The domain's example winner (src/domain/pool.test-fixtures.ts). */
export const makeWinner = exampleWinner;

/** A signed-in player as GET /api/auth/user answers: not an admin, not yet verified for paid play. */
export function makeAuthUser(over: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    isAdmin: false,
    verification: { status: 'unverified', residenceState: null, reason: null, checkedAt: null },
    eligibleForPaidPlay: false,
    ...over,
  };
}
