/**
 * The player's statement (docs/money.md "The player's statement"): GET /api/me/transactions (a page of
 * money movements), /api/me/transactions/summary (a period's totals), /api/me/statement.csv and
 * /api/me/winnings-by-year. Always the caller's own: no route takes a player id.
 */
import { z } from 'zod';
import { isoDateTime, text } from './common';
import { CURSOR_PATTERN, decodeCursor } from '../statement-cursor';
import { MOVEMENT_KINDS, MOVEMENT_STATUSES } from '../statement-movements';
import { parseCalendarDate, periodProblem } from '../statement-period';

export const TRANSACTIONS_PAGE_MAX = 100;
export const TRANSACTIONS_PAGE_DEFAULT = 25;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${TRANSACTIONS_PAGE_MAX}`;
const CURSOR_MESSAGE = 'cursor must be the nextCursor of an earlier page';

/** GET /api/me/transactions?limit=&cursor= */
export const transactionsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(TRANSACTIONS_PAGE_MAX, LIMIT_MESSAGE)
    .default(TRANSACTIONS_PAGE_DEFAULT),
  cursor: text('cursor', CURSOR_MESSAGE)
    .regex(CURSOR_PATTERN, CURSOR_MESSAGE)
    .refine((cursor) => decodeCursor(cursor) !== null, CURSOR_MESSAGE)
    .optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

const dateField = (name: 'from' | 'to') => {
  const message = `${name} must be a date written YYYY-MM-DD, such as 2026-01-31`;
  return text(name, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => parseCalendarDate(value) !== null, message);
};

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: New York calendar dates, both included, at most 5 years (domain/statement-period.ts). */
export const statementPeriodSchema = z
  .object({ from: dateField('from'), to: dateField('to') })
  .superRefine((period, ctx) => {
    const from = parseCalendarDate(period.from);
    const to = parseCalendarDate(period.to);
    const problem = from && to ? periodProblem(from, to) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type StatementPeriod = z.infer<typeof statementPeriodSchema>;

export const movementSchema = z
  .object({
    /** The ledger transaction's id. */
    id: z.string(),
    at: isoDateTime,
    kind: z.enum(MOVEMENT_KINDS),
    poolId: z.number().int(),
    poolName: z.string(),
    /** The pool's game, "Away @ Home". */
    game: z.string(),
    /** Signed from the player's side: money put in is negative (docs/money.md). */
    amountCents: z.number().int(),
    status: z.enum(MOVEMENT_STATUSES),
  })
  .meta({ id: 'Movement' });
export type MovementDto = z.infer<typeof movementSchema>;

export const transactionsPageSchema = z
  .object({
    /** Newest first. */
    items: z.array(movementSchema),
    /** The next (older) page's cursor; null on the last page. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'TransactionsPage' });
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const transactionsSummarySchema = z
  .object({
    paidInCents: z.number().int(),
    refundedCents: z.number().int(),
    wonCents: z.number().int(),
    /** won + refunded - paid in: the sum of the period's movements. */
    netCents: z.number().int(),
  })
  .meta({ id: 'TransactionsSummary' });
export type TransactionsSummary = z.infer<typeof transactionsSummarySchema>;

export const winningsByYearSchema = z
  .array(
    z.object({
      year: z.number().int(),
      wonCents: z.number().int(),
      /** The year's prizes reached $600 (domain/statement-totals.ts REPORTABLE_WINNINGS_CENTS). */
      reportable: z.boolean(),
    }),
  )
  .meta({ id: 'WinningsByYear' });
export type WinningsByYear = z.infer<typeof winningsByYearSchema>;
