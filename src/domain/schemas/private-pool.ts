/**
 * Creating and joining private pools (spec sections 3, 5 and 8; DESIGN D1, D11, D19). One zod
 * schema for the form and the server, so both refuse the same input with the same words.
 */
import { z } from 'zod';
import { parseHundredths } from '../hundredths';
import { PRIVATE_ENTRY_FEE_RANGE_CENTS, PRIVATE_MAX_SQUARES_RANGE } from '../tiers';
import { PAYOUT_SCHEMES, validatePayoutScheme } from '../payout-schemes';
import { checkPoolRules, STANDARD_RULES, type PoolRules } from '../pool-rules';
import { id, text } from './input-hygiene';

/** An entry fee with a fraction of a cent (more than two decimals). */
export const ENTRY_FEE_CENTS_MESSAGE = 'Entry fee must be in whole cents (at most two decimals)';

/** Spec section 5, verbatim. */
export const PRIVATE_POOL_MESSAGES = {
  game: 'Please select a game',
  name: 'Pool name must be at least 3 characters',
  feeNegative: 'Entry fee must be non-negative',
  feeMax: 'Entry fee cannot exceed $1000',
  squaresMin: 'Must allow at least 1 square',
  squaresMax: 'Cannot exceed 25 squares per player',
  email: 'Invalid email address',
} as const;

export const MAX_POOL_NAME_LENGTH = 80;
export const MAX_INVITES_PER_REQUEST = 50;
export const MAX_NONPROFIT_NAME_LENGTH = 120;

/** Who collects the entry fees (D19): the site (card payments and escrow) or the organizer (no money on the site). */
export const collectionSchema = z.enum(['squares', 'organizer']);
export type Collection = z.infer<typeof collectionSchema>;

const M = PRIVATE_POOL_MESSAGES;

export const inviteEmailSchema = text('Email', M.email).trim().toLowerCase().max(254, M.email).pipe(z.email({ message: M.email }));

const SHARE_MESSAGE = 'Each period share must be a whole number of basis points from 0 to 10000';
const basisPoints = z.number({ message: SHARE_MESSAGE }).int(SHARE_MESSAGE).min(0, SHARE_MESSAGE).max(10_000, SHARE_MESSAGE);

/**
 * The rule variants a private pool asks for: {numbers: 'game' | 'period', reverseWinners,
 * boardSize: 100 | 25}, each optional (the standard value when left out). The shape is declared here;
 * the values are checked by domain/pool-rules, which names an unknown one.
 */
const RULES_SHAPE_MESSAGE = 'rules must be an object with numbers, reverseWinners and boardSize';
export const poolRulesRequestSchema = z.strictObject(
  {
    numbers: text('numbers', "numbers must be 'game' or 'period'").max(32, "numbers must be 'game' or 'period'").optional(),
    reverseWinners: z.boolean({ error: (issue) => `reverseWinners must be true or false, got ${String(issue.input)}` }).optional(),
    boardSize: z
      .number({ error: (issue) => `Unknown board size: ${String(issue.input)} (use 100 or 25 squares)` })
      .int({ error: (issue) => `Unknown board size: ${String(issue.input)} (use 100 or 25 squares)` })
      .min(0, 'Unknown board size (use 100 or 25 squares)')
      .max(10_000, 'Unknown board size (use 100 or 25 squares)')
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown rules option: ${issue.keys.join(', ')} (the options are numbers, reverseWinners and boardSize)`
        : RULES_SHAPE_MESSAGE,
  },
);

export const createPrivatePoolRequestSchema = z
  .object({
    gameId: id('gameId', M.game),
    name: text('Pool name', M.name).trim().min(3, M.name).max(MAX_POOL_NAME_LENGTH, `Pool name can be at most ${MAX_POOL_NAME_LENGTH} characters`),
    /**
     * Dollars (spec: a number, step 0.01): at most two decimals as written, read exactly (domain/hundredths),
     * so 1e-9 or 0.30000000000000004 are refused rather than rounded into a fee nobody asked for.
     */
    entryFee: z
      .number({ message: M.feeNegative })
      .min(PRIVATE_ENTRY_FEE_RANGE_CENTS.min / 100, M.feeNegative)
      .max(PRIVATE_ENTRY_FEE_RANGE_CENTS.max / 100, M.feeMax)
      .refine((fee) => parseHundredths(fee).ok, ENTRY_FEE_CENTS_MESSAGE),
    maxSquaresPerPlayer: z
      .number({ message: M.squaresMin })
      .int(M.squaresMin)
      .min(PRIVATE_MAX_SQUARES_RANGE.min, M.squaresMin)
      .max(PRIVATE_MAX_SQUARES_RANGE.max, M.squaresMax),
    inviteEmails: z.array(inviteEmailSchema).max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} invitations at once`).default([]),
    /** D1: equal (default), halftime-heavy, or custom basis points summing to 10000. */
    payoutScheme: z
      .object({ name: z.enum(['equal', 'halftime-heavy', 'custom']), periodBps: z.array(basisPoints).length(4).optional() })
      .optional(),
    /** A nonprofit pool: 5% of the prize pool goes to this organization (D1). */
    nonprofitName: text('Organization name').trim().min(2, 'Organization name must be at least 2 characters').max(MAX_NONPROFIT_NAME_LENGTH).optional(),
    collection: collectionSchema.default('squares'),
    /**
     * The rule variants: {numbers: 'game' | 'period', reverseWinners, boardSize: 100 | 25};
     * missing options take the standard value, unknown ones are refused by name (domain/pool-rules).
     */
    rules: poolRulesRequestSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const rules = checkPoolRules(body.rules, { isPrivate: true });
    if (!rules.ok) ctx.addIssue({ code: 'custom', path: ['rules'], message: rules.message });
    if (!body.payoutScheme) return;
    const { name, periodBps } = body.payoutScheme;
    const checked = validatePayoutScheme({ name, periodBps: name === 'custom' ? periodBps : PAYOUT_SCHEMES[name].periodBps });
    if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['payoutScheme'], message: checked.message });
  })
  .transform((body) => {
    const rules = checkPoolRules(body.rules, { isPrivate: true });
    return { ...body, inviteEmails: [...new Set(body.inviteEmails)], rules: rules.ok ? rules.rules : ({ ...STANDARD_RULES } as PoolRules) };
  });
export type CreatePrivatePoolRequest = z.input<typeof createPrivatePoolRequestSchema>;

export const createPrivatePoolResponseSchema = z
  .object({
    pool: z.object({ id: z.number().int(), name: z.string(), entryFee: z.string(), maxSquaresPerPlayer: z.number().int() }),
    inviteCode: z.string(),
    invitations: z.array(z.object({ email: z.string() })),
  })
  .meta({ id: 'PrivatePoolCreated' });
export type CreatePrivatePoolResponse = z.infer<typeof createPrivatePoolResponseSchema>;

/** POST /api/pools/join */
export const joinPoolRequestSchema = z.object({
  inviteCode: text('inviteCode', 'inviteCode is required').trim().min(1, 'inviteCode is required').max(64, 'inviteCode is too long'),
});
export const joinPoolResponseSchema = z.object({ poolId: z.number().int(), joined: z.boolean() }).meta({ id: 'PoolJoined' });

const digit = (name: string) => z.number({ message: `${name} must be a whole number from 0 to 9` }).int(`${name} must be a whole number from 0 to 9`).min(0, `${name} must be a whole number from 0 to 9`).max(9, `${name} must be a whole number from 0 to 9`);

/** POST /api/pools/{id}/guest-squares: the organizer enters squares for someone without an account (D19). */
export const guestSquaresRequestSchema = z.object({
  guestName: text('guestName', 'guestName is required').trim().min(1, 'guestName is required').max(60, 'guestName can be at most 60 characters'),
  squares: z
    .array(z.object({ row: digit('row'), column: digit('column') }))
    .min(1, 'squares must list at least one square')
    .max(25, 'squares may list at most 25 squares'),
});

/** POST /api/pools/{id}/squares/paid: the organizer marks one player's (or guest's) squares paid or unpaid. */
export const markSquaresPaidRequestSchema = z
  .object({ userId: z.uuid('userId must be a user id').optional(), guestName: text('guestName').trim().min(1).max(60).optional(), paid: z.boolean({ message: 'paid must be true or false' }) })
  .refine((b) => Boolean(b.userId) !== Boolean(b.guestName), 'Name either userId or guestName');

export const rosterResponseSchema = z
  .object({
    /** The pool's invite code: the organizer shares /join/{inviteCode}. */
    inviteCode: z.string(),
    members: z.array(
      z.object({
        userId: z.string().nullable(),
        name: z.string(),
        role: z.enum(['creator', 'member', 'guest']),
        squares: z.number().int(),
        paidSquares: z.number().int(),
        joinedAt: z.string().nullable(),
      }),
    ),
    invitations: z.array(z.object({ email: z.string(), lastSentAt: z.string(), sendCount: z.number().int() })),
  })
  .meta({ id: 'PoolRoster' });

/** POST /api/pools/{id}/invitations: the creator invites more people (same address rule as at creation). */
export const inviteMoreRequestSchema = z
  .object({
    emails: z
      .array(inviteEmailSchema)
      .min(1, 'emails must list at least one address')
      .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} invitations at once`),
  })
  .transform((body) => ({ emails: [...new Set(body.emails)] }));
export const inviteMoreResponseSchema = z
  .object({ added: z.array(z.string()), alreadyInvited: z.array(z.string()) })
  .meta({ id: 'InvitationsAdded' });

/** POST /api/pools/{id}/invitations/resend */
export const resendInvitationRequestSchema = z.object({ email: inviteEmailSchema });
export const resendInvitationResponseSchema = z
  .object({ email: z.string(), sendCount: z.number().int(), lastSentAt: z.string() })
  .meta({ id: 'InvitationResent' });

/** POST /api/pools/{id}/cancel: the creator calls the pool off before kickoff. */
export const cancelPrivatePoolResponseSchema = z
  .object({ poolId: z.number().int(), paymentsRefunded: z.number().int() })
  .meta({ id: 'PrivatePoolCancelled' });
