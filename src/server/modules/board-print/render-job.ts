import { create } from 'qrcode';
import type { PaperSize } from '../../../domain/board-pdf';
import type { PrintableBoard } from '../../../domain/printable-board';
import { QR_ERROR_CORRECTION } from '../../../domain/qr-geometry';
import { renderBoardPdf } from './board-pdf';

/**
 * One PDF to make, as it crosses to a render thread: plain data only (structured clone), the QR code
 * computed on the thread from the board's join link.
 */
export type RenderJob = { board: PrintableBoard; paper: PaperSize; createdAt: Date };

/** What the thread answers: the PDF's bytes, or why it could not make them. */
export type RenderReply = { pdf: Uint8Array } | { error: string };

/** The QR code and the drawing: every CPU-heavy step of a printed board (run on a render thread, pdf-worker.ts). */
export async function renderJob(job: RenderJob): Promise<RenderReply> {
  try {
    const qr = create(job.board.joinUrl, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
    return { pdf: await renderBoardPdf(job.board, { paper: job.paper, qr, createdAt: job.createdAt }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
