/**
 * The create-private-pool form as data: what the inputs hold (text, as typed), the request they make,
 * and its check by the very schema the server uses (src/domain/schemas/private-pool.ts), so the form
 * and the API refuse the same input with the same words (spec section 5). The fields are named as the
 * request's, so the server's issues land on them.
 */
import type { z } from 'zod';
import { parseHundredths } from '../../../domain/hundredths';
import { PAYOUT_SCHEMES, describeScheme, validatePayoutScheme } from '../../../domain/payout-schemes';
import { DEFAULT_HOUSE_FEE_BPS, NONPROFIT_SHARE_BPS, splitPot, type PotSplit } from '../../../domain/payouts';
import { PERIODS } from '../../../domain/periods';
import { describePoolRules, STANDARD_RULES, type BoardSize, type NumbersRule, type PoolRules } from '../../../domain/pool-rules';
import {
  createPrivatePoolRequestSchema,
  inviteEmailSchema,
  type Collection,
  type CreatePrivatePoolRequest,
} from '../../../domain/schemas/private-pool';
import { PRIVATE_ENTRY_FEE_RANGE_CENTS, PRIVATE_MAX_SQUARES_RANGE } from '../../../domain/tiers';
import { schemaResolver, type FieldMessages } from '../../lib/forms/schema-resolver';

export type PayoutChoice = 'equal' | 'halftime-heavy' | 'custom';
export type CustomPercents = [string, string, string, string];

/** The split chosen, and the four custom percentages as typed (kept when another split is chosen). */
export type PayoutValue = { name: PayoutChoice; customPercents: CustomPercents };

/** The invitations: the addresses added, and the one being typed (the form adds it on submit too). */
export type InviteEmailsValue = { emails: string[]; draft: string };

/** The form's values, in form order (focus goes to the first field in error). */
export type CreatePoolValues = {
  gameId: string;
  name: string;
  /** The game rules: how the numbers are drawn, reverse winners, the board's size. */
  rules: PoolRules;
  entryFee: string;
  maxSquaresPerPlayer: string;
  collection: Collection;
  payoutScheme: PayoutValue;
  nonprofit: boolean;
  nonprofitName: string;
  inviteEmails: InviteEmailsValue;
};

/** The request body as the schema leaves it (trimmed, e-mails lower case and unique, defaults filled). */
export type CreatePoolPayload = z.output<typeof createPrivatePoolRequestSchema>;

export const DEFAULT_VALUES: CreatePoolValues = {
  gameId: '',
  name: '',
  rules: { ...STANDARD_RULES },
  entryFee: String(PRIVATE_ENTRY_FEE_RANGE_CENTS.default / 100),
  maxSquaresPerPlayer: String(PRIVATE_MAX_SQUARES_RANGE.default),
  collection: 'squares',
  payoutScheme: { name: 'equal', customPercents: ['25', '25', '25', '25'] },
  nonprofit: false,
  nonprofitName: '',
  inviteEmails: { emails: [], draft: '' },
};

export const CUSTOM_PERCENT_PROBLEM = 'Enter each share as a percentage such as 25 or 12.5';

/** "" stays missing (the schema then says what is wrong); anything else is read as a number. */
function numberOrMissing(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** Custom percentages as basis points (12.5 -> 1250), exactly; null when one is not a percentage. */
export function percentsToBps(percents: readonly string[]): number[] | null {
  const bps: number[] = [];
  for (const text of percents) {
    const parsed = parseHundredths(text.trim());
    if (!parsed.ok) return null;
    bps.push(parsed.value);
  }
  return bps;
}

/** The sum of the custom percentages as typed (blank counts 0), for the running total. */
export function percentTotal(percents: readonly string[]): number | null {
  const bps = percentsToBps(percents.map((p) => (p.trim() === '' ? '0' : p)));
  return bps ? bps.reduce((sum, b) => sum + b, 0) / 100 : null;
}

export function payoutSchemeOf(payout: PayoutValue) {
  if (payout.name !== 'custom') return { name: payout.name };
  return { name: 'custom' as const, periodBps: percentsToBps(payout.customPercents) ?? [] };
}

/** The body of POST /api/pools/private before the schema's check: a blank number is still missing. */
export type CreatePoolDraft = Omit<CreatePrivatePoolRequest, 'gameId' | 'entryFee' | 'maxSquaresPerPlayer'> & {
  gameId: number | undefined;
  entryFee: number | undefined;
  maxSquaresPerPlayer: number | undefined;
};

/** The request the form makes; the rules are always sent, so the choice is explicit. */
export function toRequest(values: CreatePoolValues): CreatePoolDraft {
  return {
    gameId: numberOrMissing(values.gameId),
    name: values.name,
    entryFee: numberOrMissing(values.entryFee),
    maxSquaresPerPlayer: numberOrMissing(values.maxSquaresPerPlayer),
    inviteEmails: values.inviteEmails.emails,
    payoutScheme: payoutSchemeOf(values.payoutScheme),
    ...(values.nonprofit ? { nonprofitName: values.nonprofitName } : {}),
    collection: values.collection,
    rules: { ...values.rules },
  };
}

/**
 * A per-player limit above the board's size (a 25-square board has only 25 squares). The schema's
 * range (1 to 25) keeps this from happening today; the check stands should that range ever grow.
 */
export function squareLimitProblem(maxSquaresPerPlayer: number | undefined, boardSize: BoardSize): string | null {
  if (maxSquaresPerPlayer === undefined || !Number.isFinite(maxSquaresPerPlayer) || maxSquaresPerPlayer <= boardSize) return null;
  return `A ${boardSize}-square board has only ${boardSize} squares: allow at most ${boardSize} per player`;
}

/** The hint under "Maximum squares per player", for the chosen board. */
export function squareLimitHint(boardSize: BoardSize): string {
  return `${PRIVATE_MAX_SQUARES_RANGE.min} to ${Math.min(PRIVATE_MAX_SQUARES_RANGE.max, boardSize)} of the board's ${boardSize} squares.`;
}

/** What only the form knows: a custom share that is not a percentage, a limit above the board, an address typed wrong. */
function formProblems(values: CreatePoolValues, fromSchema: FieldMessages<CreatePoolValues>): FieldMessages<CreatePoolValues> {
  const problems: FieldMessages<CreatePoolValues> = {};
  if (values.payoutScheme.name === 'custom' && percentsToBps(values.payoutScheme.customPercents) === null) problems.payoutScheme = CUSTOM_PERCENT_PROBLEM;
  const limit = squareLimitProblem(numberOrMissing(values.maxSquaresPerPlayer), values.rules.boardSize);
  if (limit && !fromSchema.maxSquaresPerPlayer) problems.maxSquaresPerPlayer = limit;
  const draft = addInviteEmail(values.inviteEmails.emails, values.inviteEmails.draft);
  if (draft.kind === 'invalid' && !fromSchema.inviteEmails) problems.inviteEmails = draft.message;
  return problems;
}

/** The form's check: the shared schema on the request, then the form's own problems. */
export const createPoolResolver = schemaResolver(createPrivatePoolRequestSchema, { toRequest, check: formProblems });

/** The invitations after adding what is typed: an address typed but not added is added on submit. */
export function withDraftAdded(value: InviteEmailsValue): InviteEmailsValue {
  const pending = addInviteEmail(value.emails, value.draft);
  if (pending.kind === 'added') return { emails: pending.emails, draft: '' };
  if (pending.kind === 'duplicate') return { emails: value.emails, draft: '' };
  return value;
}

export type AddEmailResult =
  | { kind: 'added'; emails: string[] }
  | { kind: 'duplicate'; email: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'blank' };

/** Adds one typed address to the invite list: checked by the schema; an address already listed is ignored. */
export function addInviteEmail(list: readonly string[], typed: string): AddEmailResult {
  if (typed.trim() === '') return { kind: 'blank' };
  const parsed = inviteEmailSchema.safeParse(typed);
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid email address' };
  const email = parsed.data;
  if (list.includes(email)) return { kind: 'duplicate', email };
  return { kind: 'added', emails: [...list, email] };
}

export const PAYOUT_OPTIONS: readonly { value: PayoutChoice; label: string; description: string }[] = [
  { value: 'equal', label: 'Equal', description: describeScheme(PAYOUT_SCHEMES.equal) },
  { value: 'halftime-heavy', label: 'Halftime-heavy', description: describeScheme(PAYOUT_SCHEMES['halftime-heavy']) },
  { value: 'custom', label: 'Custom', description: 'Your own percentages, adding up to 100' },
];

type RuleOption<T> = { value: T; label: string; description: string };

/** "Numbers": one set for the game (the standard) or a new set each period. */
export const NUMBERS_OPTIONS: readonly RuleOption<NumbersRule>[] = [
  { value: 'game', label: 'One set for the whole game', description: 'The digits are drawn once, when the board is final, and decide all four periods.' },
  {
    value: 'period',
    label: 'New numbers each period',
    description: 'A new set of digits is drawn for the 1st quarter, halftime, the 3rd quarter and the final score, by the same fair draw.',
  },
];

/** "Board": 100 squares (the standard) or 25. */
export const BOARD_OPTIONS: readonly RuleOption<BoardSize>[] = [
  { value: 100, label: '100 squares (10x10)', description: 'One digit per row and column.' },
  {
    value: 25,
    label: '25 squares (5x5)',
    description: 'Two digits per row and column, so each square covers four score combinations. The board fills and draws at 25 squares.',
  },
];

export const REVERSE_WINNERS_DESCRIPTION = describePoolRules({ ...STANDARD_RULES, reverseWinners: true }).winners.replace(/^Reverse winners: t/, 'T') + '.';

/** "Q1", "Q2", "Q3", "Final": the custom inputs' labels. */
export const PERIOD_SHORT_LABELS: readonly string[] = PERIODS.map((p) => (p === 'FINAL' ? 'Final' : p));

/**
 * What a full board pays with these settings, for the preview under the split: null until the fee and
 * the split are valid. Organizer-collected pools pass no money through the site, so no house fee.
 */
export function fullBoardSplit(values: CreatePoolValues): PotSplit | null {
  const fee = parseHundredths(values.entryFee.trim());
  if (!fee.ok || fee.value > PRIVATE_ENTRY_FEE_RANGE_CENTS.max) return null;
  const scheme = payoutSchemeOf(values.payoutScheme);
  const periodBps = scheme.name === 'custom' ? scheme.periodBps : PAYOUT_SCHEMES[scheme.name].periodBps;
  const checked = validatePayoutScheme({ name: scheme.name, periodBps });
  if (!checked.ok) return null;
  return splitPot({
    potCents: fee.value * values.rules.boardSize,
    houseFeeBps: values.collection === 'organizer' ? 0 : DEFAULT_HOUSE_FEE_BPS,
    scheme: checked.scheme,
    nonprofitBps: values.nonprofit ? NONPROFIT_SHARE_BPS : 0,
  });
}
