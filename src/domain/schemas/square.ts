import { z } from 'zod';
import { decimalString, isoDateTime } from './common';

export const squareSchema = z
  .object({
    id: z.number().int(),
    poolId: z.number().int(),
    userId: z.string().nullable(),
    row: z.number().int().min(0).max(9),
    column: z.number().int().min(0).max(9),
    purchasePrice: decimalString,
    purchasedAt: isoDateTime,
    /** Organizer-collected pools: the name of someone without an account the organizer entered it for. */
    guestName: z.string().nullable(),
    /** Organizer-collected pools: the organizer received this square's entry fee. */
    organizerPaid: z.boolean(),
  })
  .meta({ id: 'Square' });
export type Square = z.infer<typeof squareSchema>;
