import { z } from 'zod';

/** The error body every failing API call answers with (DESIGN.md section 5). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

const MAX_INT32 = 2_147_483_647;

/**
 * A numeric id in a URL path. Anything that is not a whole number in the database's id range is a
 * 400 naming the parameter, so a typo never reaches SQL as a 500.
 */
export function idParam(name: string) {
  return z
    .string()
    .regex(/^\d+$/, `${name} must be a positive whole number`)
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= 1 && n <= MAX_INT32, {
      message: `${name} must be a positive whole number`,
    });
}

/** ISO-8601 timestamps travel as strings. */
export const isoDateTime = z.string().meta({ format: 'date-time' });

/** Dollar amounts travel as decimal strings such as "5.00" (spec section 3); cents travel beside them. */
export const decimalString = z.string().regex(/^\d+\.\d{2}$/);
