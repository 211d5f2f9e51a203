import { sql } from 'drizzle-orm';

/** The squares held for players paying for them (modules/payments), as the pool DTO shows them: read with the pool. */
export const heldSquaresJson = (poolIdColumn: unknown) =>
  sql<{ row: number; column: number }[]>`coalesce((select json_agg(json_build_object('row', h.row, 'column', h.col) order by h.row, h.col)
    from square_holds h where h.pool_id = ${poolIdColumn}), '[]'::json)`;
