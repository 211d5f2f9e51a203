import { z } from 'zod';
import { DEFAULT_PAPER, PAPER_SIZES } from '../board-pdf';

/** GET /api/pools/{id}/board.pdf?paper=a4|letter (default a4). */
export const boardPdfQuerySchema = z.object({
  paper: z
    .enum(PAPER_SIZES, { error: (issue) => `paper must be 'a4' or 'letter' (got ${JSON.stringify(issue.input)})` })
    .default(DEFAULT_PAPER),
});
