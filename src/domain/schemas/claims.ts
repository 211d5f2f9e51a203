import { z } from 'zod';
import { ignoredPriceSchema } from './payments';
import { poolSchema, winnerSchema } from './pool';
import { squareSchema } from './square';

const digit = (name: string) =>
  z
    .number({ message: `${name} must be a whole number from 0 to 9` })
    .int(`${name} must be a whole number from 0 to 9`)
    .min(0, `${name} must be a whole number from 0 to 9`)
    .max(9, `${name} must be a whole number from 0 to 9`);

const coordinate = z.object({ row: digit('row'), column: digit('column') });

/**
 * POST /api/pools/{id}/squares: one square as the spec's client sends it ({row, column, price?} — the
 * price, a string, is ignored: the server prices squares), or an atomic batch {squares: [...]}. Either
 * way the handler sees {squares}.
 */
export const claimRequestSchema = z
  .object({
    row: digit('row').optional(),
    column: digit('column').optional(),
    price: ignoredPriceSchema,
    squares: z
      .array(coordinate)
      .min(1, 'squares must list at least one square')
      .max(25, 'squares may list at most 25 squares')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.squares) {
      if (body.row !== undefined || body.column !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'send either {row, column} or {squares}, not both' });
      }
      return;
    }
    if (body.row === undefined) ctx.addIssue({ code: 'custom', path: ['row'], message: 'row is required' });
    if (body.column === undefined) ctx.addIssue({ code: 'custom', path: ['column'], message: 'column is required' });
  })
  .transform((body) => ({ squares: body.squares ?? [{ row: body.row!, column: body.column! }] }));
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimResponseSchema = z
  .object({ squares: z.array(squareSchema), pool: poolSchema })
  .meta({ id: 'ClaimResult' });
export type ClaimResponse = z.infer<typeof claimResponseSchema>;

/** GET /api/user-pools: the signed-in player's pools (spec section 3 userSquareCount; D13 winnings). */
export const userPoolSchema = poolSchema
  .extend({
    userSquareCount: z.number().int(),
    /** What the player paid for their squares in this pool. */
    userSpentCents: z.number().int(),
    /** What went back to the player from this pool (refunds, voided authorizations): a cancelled pool shows it. */
    userRefundedCents: z.number().int(),
    /** The player's settled prizes in this pool (D13); 0 until periods are settled. */
    userWinningsCents: z.number().int(),
  })
  .meta({ id: 'UserPool' });
export type UserPool = z.infer<typeof userPoolSchema>;

/**
 * Server-Sent Events of GET /api/pools/{id}/events (D15). Every (re)connection starts with a snapshot;
 * then deltas. The event name is the SSE `event:` field; its data is this JSON.
 */
export const poolSnapshotEventSchema = z.object({ pool: poolSchema, squares: z.array(squareSchema) });
export const squaresClaimedEventSchema = z.object({
  poolId: z.number().int(),
  squares: z.array(squareSchema),
  currentParticipants: z.number().int(),
  /** The pool right after the claim (counts, pot, status), so watchers need no refetch. */
  pool: poolSchema,
});
export const poolChangedEventSchema = z.object({ pool: poolSchema });
/** A period was settled (or re-settled after a correction): who won what, and the pool after it. */
export const winnerEventSchema = z.object({
  poolId: z.number().int(),
  winner: winnerSchema,
  pool: poolSchema,
});
export type PoolSnapshotEvent = z.infer<typeof poolSnapshotEventSchema>;
export type SquaresClaimedEvent = z.infer<typeof squaresClaimedEventSchema>;
export type PoolChangedEvent = z.infer<typeof poolChangedEventSchema>;
export type WinnerEvent = z.infer<typeof winnerEventSchema>;
export { POOL_EVENT_NAMES } from '../event-names';
