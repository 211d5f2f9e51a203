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
  })
  .meta({ id: 'Square' });
export type Square = z.infer<typeof squareSchema>;
