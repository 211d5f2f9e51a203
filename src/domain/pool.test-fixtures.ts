/** A pool as GET /api/pools/{id} sends it, for the domain's own tests (the web has its own in test-support). */
import type { Pool, Winner } from './schemas';

export function examplePool(over: Partial<Pool> = {}, game: Partial<Pool['game']> = {}): Pool {
  return {
    id: 66,
    gameId: 14,
    name: 'Office Pool',
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

export function exampleWinner(period: Winner['period'], row: number, column: number, over: Partial<Winner> = {}): Winner {
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
