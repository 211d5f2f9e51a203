import { z } from 'zod';

export * from './input-hygiene';

/** The error body every failing API call answers with (DESIGN.md section 5). */
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional(),
    /** The request's id (also its X-Request-Id header): what a person quotes when reporting the failure. */
    requestId: z.string().optional(),
    /** What the message says, as fields (e.g. spend_limit: the limit, what is left, when it fits again). */
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** ISO-8601 timestamps travel as strings. */
export const isoDateTime = z.string().meta({ format: 'date-time' });

/** Dollar amounts travel as decimal strings such as "5.00" (spec section 3); cents travel beside them. */
export const decimalString = z.string().regex(/^\d+\.\d{2}$/);
