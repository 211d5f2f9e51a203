import { z } from 'zod';
import { decimalString, isoDateTime } from './common';
import { gameSchema } from './game';
import { poolEscrowSchema } from './payments';
import { NUMBERS_RULES } from '../pool-rules';

export const poolStatusSchema = z.enum(['open', 'full', 'active', 'completed', 'cancelled']);
export type PoolStatus = z.infer<typeof poolStatusSchema>;

export const payoutSchemeSchema = z
  .object({
    name: z.enum(['equal', 'halftime-heavy', 'custom']),
    /** Share of the winners' prize per period Q1, Q2, Q3, final, in basis points summing to 10000 (D1). */
    periodBps: z.array(z.number().int()).length(4),
  })
  .meta({ id: 'PayoutScheme' });

export const drawSchema = z
  .object({
    /** sha256(seed), published when the pool opens (D4). */
    commitment: z.string(),
    /** The 32-byte seed in hex; null until the digits are drawn. */
    seed: z.string().nullable(),
    drawnAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Draw' });

export const digitsSchema = z
  .object({
    /** rows[r] is the away team's digit of row r (D3). */
    rows: z.array(z.number().int()).length(10),
    /** columns[c] is the home team's digit of column c (D3). */
    columns: z.array(z.number().int()).length(10),
  })
  .meta({ id: 'Digits' });

export const winnerSchema = z
  .object({
    period: z.enum(['Q1', 'Q2', 'Q3', 'FINAL']),
    /**
     * 'forward': the square of the period's score; 'reverse': the square with its digits swapped, which
     * shares the prize in a pool with reverse winners.
     */
    role: z.enum(['forward', 'reverse']),
    row: z.number().int(),
    column: z.number().int(),
    /** The square's owner; null when nobody owned it (the prize is not paid, D5). */
    userId: z.string().nullable(),
    /** The name on a square the organizer entered for someone without an account (D19); null otherwise. */
    guestName: z.string().nullable(),
    amountCents: z.number().int(),
    homeScore: z.number().int(),
    awayScore: z.number().int(),
    /** 1 when first settled; above 1 after a correction changed the result. */
    revision: z.number().int(),
    settledAt: isoDateTime,
    /** The payout to claim (POST /api/payouts/{payoutId}/claim). */
    payoutId: z.number().int(),
    /**
     * A paid prize's state: 'unclaimed' (paid out of escrow, the winner may claim it), 'claimed', or
     * 'expired' (not claimed within 30 days). Null when there is nothing to claim (a free pool, an unowned
     * square) or the pool's escrow is not paid out yet.
     */
    claimState: z.enum(['unclaimed', 'claimed', 'expired']).nullable(),
    /** 30 days after settlement (spec section 9); null when there is nothing to claim. */
    claimDeadline: isoDateTime.nullable(),
  })
  .meta({ id: 'Winner' });
export type Winner = z.infer<typeof winnerSchema>;

/** A pool's rule variants (domain/pool-rules.ts): public pools always play the standard ones. */
export const poolRulesSchema = z
  .object({
    /** 'game': one set of numbers for the whole game; 'period': a new set for each period. */
    numbers: z.enum(NUMBERS_RULES),
    /** The square with the score's digits swapped also wins each period (the prize split 50/50). */
    reverseWinners: z.boolean(),
    /** 100 squares (10x10) or 25 (5x5, two digits per row and column). */
    boardSize: z.union([z.literal(100), z.literal(25)]),
  })
  .meta({ id: 'PoolRules' });

export const poolSchema = z
  .object({
    id: z.number().int(),
    gameId: z.number().int(),
    name: z.string(),
    /** Entry fee per square as a decimal string, e.g. "5.00". */
    entryFee: decimalString,
    entryFeeCents: z.number().int(),
    /** Money collected so far: squares sold x entry fee. */
    totalPot: decimalString,
    totalPotCents: z.number().int(),
    /** Squares sold. */
    currentParticipants: z.number().int(),
    maxParticipants: z.number().int(),
    maxSquaresPerPlayer: z.number().int(),
    status: poolStatusSchema,
    isNonprofit: z.boolean(),
    isPrivate: z.boolean(),
    /** D19: 'squares' (card payments, escrow) or 'organizer' (the organizer collects; no money on the site). */
    collection: z.enum(['squares', 'organizer']),
    /** The private pool's creator (its organizer); null for public pools. */
    createdBy: z.string().nullable(),
    /** A nonprofit pool's organization. */
    nonprofitName: z.string().nullable(),
    houseFeeBps: z.number().int(),
    payoutScheme: payoutSchemeSchema,
    /** The rule variants, fixed at creation and never changed once a square is sold. */
    rules: poolRulesSchema,
    draw: drawSchema,
    /** The numbers the board opens with (the game's one set; with new numbers each period, the first period's). */
    digits: digitsSchema.nullable(),
    /**
     * A pool with new numbers each period (rules.numbers 'period'): every period's set, Q1 to final,
     * published with the draw. Null for one set per game and before the draw.
     */
    digitSets: z.array(digitsSchema).length(4).nullable(),
    /** Settled periods in order (empty until a period ends with the pool in play). */
    winners: z.array(winnerSchema),
    /** D5: 'pending' while a cancelled paid pool's entries are being refunded, then 'refunded'. */
    refundState: z.enum(['pending', 'refunded']).nullable(),
    /** Squares held for players who are paying for them (10 minutes at most): taken for everyone else. */
    held: z.array(z.object({ row: z.number().int(), column: z.number().int() })),
    /** Where the pool's money is (the escrow ledger); all zero for a free pool. */
    escrow: poolEscrowSchema,
    game: gameSchema,
    /**
     * The active week of the game's league when this was read (D9): a pool whose game's week comes
     * before it takes no new squares (domain/week-rules). Null for leagues without weeks.
     */
    leagueActiveWeek: z.string().nullable().optional(),
    /**
     * A private pool's invite code, for everyone it is shown to (its organizer, its members, admins: D11):
     * its page opens only for members, so Share passes on /join/{inviteCode}. Absent for public pools.
     */
    inviteCode: z.string().optional(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Pool' });
export type Pool = z.infer<typeof poolSchema>;
