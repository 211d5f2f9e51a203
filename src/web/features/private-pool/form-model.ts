/**
 * The create-private-pool form as data: what the inputs hold (text, as typed), the request they make,
 * and its check by the very schema the server uses (src/domain/schemas/private-pool.ts), so the form
 * and the API refuse the same input with the same words (spec section 5).
 */
import type { z } from 'zod';
import { SQUARE_COUNT } from '../../../domain/board';
import { parseHundredths } from '../../../domain/hundredths';
import { PAYOUT_SCHEMES, describeScheme, validatePayoutScheme } from '../../../domain/payout-schemes';
import { DEFAULT_HOUSE_FEE_BPS, NONPROFIT_SHARE_BPS, splitPot, type PotSplit } from '../../../domain/payouts';
import { PERIODS } from '../../../domain/periods';
import {
  createPrivatePoolRequestSchema,
  inviteEmailSchema,
  type Collection,
  type CreatePrivatePoolRequest,
} from '../../../domain/schemas/private-pool';
import { PRIVATE_ENTRY_FEE_RANGE_CENTS, PRIVATE_MAX_SQUARES_RANGE } from '../../../domain/tiers';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';

export type PayoutChoice = 'equal' | 'halftime-heavy' | 'custom';
export type CustomPercents = [string, string, string, string];

export type CreatePoolValues = {
  gameId: string;
  name: string;
  entryFee: string;
  maxSquaresPerPlayer: string;
  collection: Collection;
  payout: PayoutChoice;
  customPercents: CustomPercents;
  nonprofit: boolean;
  nonprofitName: string;
  inviteEmails: string[];
};

/** The request body as the schema leaves it (trimmed, e-mails lower case and unique, defaults filled). */
export type CreatePoolPayload = z.output<typeof createPrivatePoolRequestSchema>;

/** Fields in form order: errors are shown per field and focus goes to the first one in error. */
export const CREATE_POOL_FIELDS = [
  'gameId',
  'name',
  'entryFee',
  'maxSquaresPerPlayer',
  'collection',
  'payoutScheme',
  'nonprofitName',
  'inviteEmails',
] as const;
export type CreatePoolField = (typeof CREATE_POOL_FIELDS)[number];

export const DEFAULT_VALUES: CreatePoolValues = {
  gameId: '',
  name: '',
  entryFee: String(PRIVATE_ENTRY_FEE_RANGE_CENTS.default / 100),
  maxSquaresPerPlayer: String(PRIVATE_MAX_SQUARES_RANGE.default),
  collection: 'squares',
  payout: 'equal',
  customPercents: ['25', '25', '25', '25'],
  nonprofit: false,
  nonprofitName: '',
  inviteEmails: [],
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

export function payoutSchemeOf(values: Pick<CreatePoolValues, 'payout' | 'customPercents'>) {
  if (values.payout !== 'custom') return { name: values.payout };
  return { name: 'custom' as const, periodBps: percentsToBps(values.customPercents) ?? [] };
}

/** The body of POST /api/pools/private before the schema's check: a blank number is still missing. */
export type CreatePoolDraft = Omit<CreatePrivatePoolRequest, 'gameId' | 'entryFee' | 'maxSquaresPerPlayer'> & {
  gameId: number | undefined;
  entryFee: number | undefined;
  maxSquaresPerPlayer: number | undefined;
};

export function toRequest(values: CreatePoolValues): CreatePoolDraft {
  return {
    gameId: numberOrMissing(values.gameId),
    name: values.name,
    entryFee: numberOrMissing(values.entryFee),
    maxSquaresPerPlayer: numberOrMissing(values.maxSquaresPerPlayer),
    inviteEmails: values.inviteEmails,
    payoutScheme: payoutSchemeOf(values),
    ...(values.nonprofit ? { nonprofitName: values.nonprofitName } : {}),
    collection: values.collection,
  };
}

export type CreatePoolCheck =
  | { ok: true; payload: CreatePoolPayload }
  | { ok: false; errors: FieldErrors<CreatePoolField> };

/** The schema's verdict on the form, with the first message per field. */
export function validateCreatePool(values: CreatePoolValues): CreatePoolCheck {
  const local: FieldErrors<CreatePoolField> = {};
  if (values.payout === 'custom' && percentsToBps(values.customPercents) === null) local.payoutScheme = CUSTOM_PERCENT_PROBLEM;
  const parsed = createPrivatePoolRequestSchema.safeParse(toRequest(values));
  if (parsed.success && Object.keys(local).length === 0) return { ok: true, payload: parsed.data };
  const errors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, CREATE_POOL_FIELDS);
  return { ok: false, errors: { ...errors, ...local } };
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

/** "Q1", "Q2", "Q3", "Final": the custom inputs' labels. */
export const PERIOD_SHORT_LABELS: readonly string[] = PERIODS.map((p) => (p === 'FINAL' ? 'Final' : p));

/**
 * What a full board pays with these settings, for the preview under the split: null until the fee and
 * the split are valid. Organizer-collected pools pass no money through the site, so no house fee.
 */
export function fullBoardSplit(values: CreatePoolValues): PotSplit | null {
  const fee = parseHundredths(values.entryFee.trim());
  if (!fee.ok || fee.value > PRIVATE_ENTRY_FEE_RANGE_CENTS.max) return null;
  const scheme = payoutSchemeOf(values);
  const periodBps = scheme.name === 'custom' ? scheme.periodBps : PAYOUT_SCHEMES[scheme.name].periodBps;
  const checked = validatePayoutScheme({ name: scheme.name, periodBps });
  if (!checked.ok) return null;
  return splitPot({
    potCents: fee.value * SQUARE_COUNT,
    houseFeeBps: values.collection === 'organizer' ? 0 : DEFAULT_HOUSE_FEE_BPS,
    scheme: checked.scheme,
    nonprofitBps: values.nonprofit ? NONPROFIT_SHARE_BPS : 0,
  });
}
