import { z } from 'zod';
import { MAX_SPEND_LIMIT_CENTS, SPEND_LIMIT_FIELDS, type SpendLimitField } from '../spend-limits';
import { isoDateTime } from './common';

/** A limit in a request: whole cents from 0 to MAX_SPEND_LIMIT_CENTS, null for none; absent leaves it as it is. */
function limitInput(field: SpendLimitField) {
  const message = `${field} must be a whole number of cents from 0 to ${MAX_SPEND_LIMIT_CENTS} ($10,000.00), or null for no limit`;
  return z.number({ message }).int({ message }).min(0, { message }).max(MAX_SPEND_LIMIT_CENTS, { message }).nullable().optional();
}

/** PUT /api/me/limits: each limit given is changed (null = none), the others stay. */
export const spendLimitsInputSchema = z.strictObject({
  dailyCents: limitInput('dailyCents'),
  weeklyCents: limitInput('weeklyCents'),
  monthlyCents: limitInput('monthlyCents'),
});
export type SpendLimitsInput = z.infer<typeof spendLimitsInputSchema>;

const limitValue = z.number().int().min(0).max(MAX_SPEND_LIMIT_CENTS).nullable();

/** GET and PUT /api/me/limits: the limits in force, and raises or removals waiting for their time (`from`). */
export const spendLimitsSchema = z
  .object({
    dailyCents: limitValue,
    weeklyCents: limitValue,
    monthlyCents: limitValue,
    pending: z.array(z.object({ field: z.enum(SPEND_LIMIT_FIELDS), valueCents: limitValue, from: isoDateTime })),
  })
  .meta({ id: 'SpendLimits' });
export type SpendLimitsResponse = z.infer<typeof spendLimitsSchema>;

/** GET /api/me/spending: the money committed to paid squares in the last 24 hours, 7 days and 30 days. */
export const spendingSchema = z
  .object({
    dailyCents: z.number().int().min(0),
    weeklyCents: z.number().int().min(0),
    monthlyCents: z.number().int().min(0),
  })
  .meta({ id: 'Spending' });
export type Spending = z.infer<typeof spendingSchema>;

/** POST /api/me/time-out. */
export const timeOutInputSchema = z.strictObject({ days: z.literal([1, 7, 30], { message: 'days must be 1, 7 or 30' }) });
export type TimeOutInput = z.infer<typeof timeOutInputSchema>;

/** POST /api/me/self-exclusion. */
export const selfExclusionInputSchema = z.strictObject({ months: z.literal([6, 12, 60], { message: 'months must be 6, 12 or 60' }) });
export type SelfExclusionInput = z.infer<typeof selfExclusionInputSchema>;

export const playRestrictionSchema = z
  .object({ kind: z.enum(['time_out', 'self_exclusion']), until: isoDateTime })
  .meta({ id: 'PlayRestriction' });
export type PlayRestrictionDto = z.infer<typeof playRestrictionSchema>;

/** GET /api/me/restrictions and the answer of the two POSTs: the restriction in force and its end, or null. */
export const restrictionStateSchema = z.object({ restriction: playRestrictionSchema.nullable() }).meta({ id: 'RestrictionState' });
export type RestrictionState = z.infer<typeof restrictionStateSchema>;
