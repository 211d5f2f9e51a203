/** Realistic API-shaped pools, squares and winners for the web's unit tests (one source for all features). */
import type { Pool, Square, Winner } from '../../domain/schemas';
import type { AuthUser } from '../lib/auth-types';

export function makePool(over: Partial<Pool> = {}, game: Partial<Pool['game']> = {}): Pool {
  return {
    id: 66,
    gameId: 14,
    name: 'Free Pool',
    entryFee: '0.00',
    entryFeeCents: 0,
    totalPot: '0.00',
    totalPotCents: 0,
    currentParticipants: 0,
    maxParticipants: 100,
    maxSquaresPerPlayer: 5,
    status: 'open',
    isNonprofit: false,
    isPrivate: false,
    houseFeeBps: 1000,
    payoutScheme: { name: 'equal', periodBps: [2500, 2500, 2500, 2500] },
    draw: { commitment: '55d5173155bb3bfef4bfcbcb5a9a7df3079e8525c2bb95fd38e49f8595577e63', seed: null, drawnAt: null },
    digits: null,
    winners: [],
    refundState: null,
    collection: 'squares',
    createdBy: null,
    nonprofitName: null,
    held: [],
    escrow: { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 },
    game: {
      id: 14,
      leagueId: 1,
      homeTeam: 'Atlanta Falcons',
      awayTeam: 'New York Jets',
      homeTeamColor: '#a71930',
      awayTeamColor: '#125740',
      week: 'W11',
      gameDate: '2026-11-22T18:00:00.000Z',
      status: 'scheduled',
      homeScore: 0,
      awayScore: 0,
      quarter: 0,
      periodScores: { q1: null, q2: null, q3: null, final: null },
      createdAt: '2026-11-01T00:00:00.000Z',
      ...game,
    },
    createdAt: '2026-11-01T00:00:00.000Z',
    ...over,
  };
}

let nextId = 1;
export function makeSquare(row: number, column: number, userId: string | null, poolId = 66, id = nextId++): Square {
  return { id, poolId, userId, row, column, purchasePrice: '0.00', purchasedAt: '2026-11-20T10:00:00.000Z', guestName: null, organizerPaid: false };
}

export const DRAWN_DIGITS = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };

export function makeWinner(period: Winner['period'], row: number, column: number, over: Partial<Winner> = {}): Winner {
  return {
    period,
    row,
    column,
    userId: 'u1',
    guestName: null,
    amountCents: 22_500,
    homeScore: 7,
    awayScore: 3,
    revision: 1,
    settledAt: '2026-11-22T18:40:00.000Z',
    payoutId: 1,
    claimState: null,
    claimDeadline: null,
    ...over,
  };
}

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
