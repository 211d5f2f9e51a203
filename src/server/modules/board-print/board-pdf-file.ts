import { create } from 'qrcode';
import { boardGeometry } from '../../../domain/board-geometry';
import { boardPdfFileName, type PaperSize } from '../../../domain/board-pdf';
import { boardJoinLink } from '../../../domain/pool-links';
import { printableBoard } from '../../../domain/printable-board';
import { QR_ERROR_CORRECTION } from '../../../domain/qr-geometry';
import type { Pool, Square } from '../../../domain/schemas';
import { renderBoardPdf } from './board-pdf';
import { RecentPdfs } from './recent-pdfs';

export type BoardPdfInput = {
  pool: Pool;
  squares: readonly Square[];
  /** The pool's invite code when the viewer is its organizer (their QR code joins people); else null. */
  inviteCode: string | null;
  /** The site's public origin (config.publicUrl): the address printed on paper must work from anywhere. */
  publicUrl: string;
  paper: PaperSize;
  now: Date;
};

/**
 * The printed board of a pool as the viewer may print it: the PDF and the name to save it under. The
 * same board on the same paper comes from `recent` once made (its creation date is the first one's).
 */
export async function boardPdfFile(input: BoardPdfInput, recent: RecentPdfs): Promise<{ pdf: Buffer; fileName: string }> {
  const joinUrl = boardJoinLink(new URL(input.publicUrl).origin, { id: input.pool.id, inviteCode: input.inviteCode });
  // The pool's own board (issue 20): 10x10, or 5x5 with two digits per header.
  const board = printableBoard({ pool: input.pool, squares: input.squares, joinUrl, geometry: boardGeometry(input.pool.rules.boardSize) });
  const pdf = await recent.pdfFor(RecentPdfs.keyOf({ board, paper: input.paper }), () => {
    const qr = create(board.joinUrl, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
    return renderBoardPdf(board, { paper: input.paper, qr, createdAt: input.now });
  });
  return { pdf, fileName: boardPdfFileName(input.pool, input.paper) };
}
