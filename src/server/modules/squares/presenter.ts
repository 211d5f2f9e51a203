import { centsToDecimalString } from '../../../domain/money';
import type { Square } from '../../../domain/schemas';
import type { SquareRow } from '../../db/schema';

export function toSquareDto(row: SquareRow): Square {
  return {
    id: row.id,
    poolId: row.poolId,
    userId: row.userId,
    row: row.row,
    column: row.column,
    purchasePrice: centsToDecimalString(row.purchasePriceCents),
    purchasedAt: row.purchasedAt.toISOString(),
    guestName: row.guestName,
    organizerPaid: row.organizerPaid,
  };
}
