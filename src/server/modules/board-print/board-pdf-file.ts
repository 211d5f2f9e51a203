import { boardGeometry } from '../../../domain/board-geometry';
import { boardPdfFileName, type PaperSize } from '../../../domain/board-pdf';
import { boardJoinLink } from '../../../domain/pool-links';
import { printableBoard } from '../../../domain/printable-board';
import type { Pool, Square } from '../../../domain/schemas';
import type { RenderJob } from './render-job';
import { RecentPdfs } from './recent-pdfs';

export type BoardPdfInput = {
  pool: Pool;
  squares: readonly Square[];
  /** A private pool's invite code (its QR code joins people); null for a public pool. */
  inviteCode: string | null;
  /** The site's public origin (config.publicUrl): the address printed on paper must work from anywhere. */
  publicUrl: string;
  paper: PaperSize;
  now: Date;
};

/** A printed board ready to be made: what identifies it, and the job that makes it. */
export interface BoardPdfFile {
  /** The same board on the same paper for the same kind of viewer: the same key, in every process. */
  key: string;
  /** A weak validator of the PDF, known before it is made (so a 304 costs no render). */
  etag: string;
  fileName: string;
  job: RenderJob;
}

/**
 * Bump when the drawing of the sheet changes (board-pdf.ts, pdf-layout.ts): the key, and with it the
 * ETag a browser holds, then names the new drawing rather than the old one.
 */
const SHEET_FORMAT = 1;

/**
 * The printed board of a pool as the viewer may print it, and its key: the pool, its board's version,
 * and the paper (a private pool's sheet carries its invite link, the same for every member).
 * The version is the sheet's content itself rather than the pool row's version: a game's change (teams,
 * kickoff, a score) shows on the sheet without moving the pool's version. Cheap (no drawing).
 */
export function boardPdfFile(input: BoardPdfInput): BoardPdfFile {
  const joinUrl = boardJoinLink(new URL(input.publicUrl).origin, { id: input.pool.id, inviteCode: input.inviteCode });
  // The pool's own board: 10x10, or 5x5 with two digits per header.
  const board = printableBoard({ pool: input.pool, squares: input.squares, joinUrl, geometry: boardGeometry(input.pool.rules.boardSize) });
  const key = RecentPdfs.keyOf({ format: SHEET_FORMAT, pool: input.pool.id, paper: input.paper, board });
  return {
    key,
    etag: `W/"board-${key}"`,
    fileName: boardPdfFileName(input.pool, input.paper),
    job: { board, paper: input.paper, createdAt: input.now },
  };
}
