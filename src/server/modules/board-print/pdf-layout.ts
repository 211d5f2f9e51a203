/**
 * Where each part of the printed board goes on one PDF page, in points (1/72 inch), top-left origin as
 * PDFKit draws: the title band, the board with its team labels and digit headers, a results box per
 * period, and the rules beside the QR code at the bottom. The board takes the height the other parts
 * leave, so the same parts fit one page of A4 and of US Letter (Letter is the shorter sheet). A pool
 * drawing new numbers each period has taller results boxes, each with its period's numbers.
 */
import type { PaperSize } from '../../../domain/board-pdf';

export type Box = { x: number; y: number; width: number; height: number };

export const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** 10 mm: inside what every office printer can reach. */
export const PAGE_MARGIN = 28.35;
const GAP = 10;
const HEADER_HEIGHT = 58;
const RESULTS_HEIGHT = 62;
/** Two lines of a period's numbers (home, away) in its results box. */
export const PERIOD_NUMBERS_HEIGHT = 18;
/** The rules and the QR code below the results: room for the rules card's sentences at 7 pt. */
const BOTTOM_HEIGHT = 150;
/** The team names along the top and the left of the board. */
const TEAM_LABEL = 14;
/** The digit header row and column. */
const DIGIT_HEADER = 30;
const QR_CAPTION = 34;
const QR_COLUMN = 128;

export interface BoardPdfLayout {
  page: { width: number; height: number };
  header: Box;
  /** The whole board: team labels, digit headers and squares. */
  board: Box;
  homeLabel: Box;
  awayLabel: Box;
  /** The corner where the digit header row and column meet. */
  corner: Box;
  /** Column c's digit header, row r's digit header, square (r, c). */
  columnHeader: (column: number) => Box;
  rowHeader: (row: number) => Box;
  square: (row: number, column: number) => Box;
  squareSize: number;
  results: Box[];
  rules: Box;
  /** The QR code's square, quiet zone included. */
  qr: Box;
  qrCaption: Box;
}

export type BoardPdfLayoutOptions = {
  /** Each results box carries its period's numbers (new numbers each period). */
  periodNumbers?: boolean;
};

export function boardPdfLayout(paper: PaperSize, side: number, options: BoardPdfLayoutOptions = {}): BoardPdfLayout {
  const resultsHeight = RESULTS_HEIGHT + (options.periodNumbers ? PERIOD_NUMBERS_HEIGHT : 0);
  const page = PAPER_POINTS[paper];
  const left = PAGE_MARGIN;
  const top = PAGE_MARGIN;
  const width = page.width - 2 * PAGE_MARGIN;
  const height = page.height - 2 * PAGE_MARGIN;

  const header: Box = { x: left, y: top, width, height: HEADER_HEIGHT };
  const boardSize = Math.min(width, height - HEADER_HEIGHT - resultsHeight - BOTTOM_HEIGHT - 3 * GAP);
  const board: Box = { x: left + (width - boardSize) / 2, y: top + HEADER_HEIGHT + GAP, width: boardSize, height: boardSize };
  const squareSize = (boardSize - TEAM_LABEL - DIGIT_HEADER) / side;
  const gridX = board.x + TEAM_LABEL + DIGIT_HEADER;
  const gridY = board.y + TEAM_LABEL + DIGIT_HEADER;

  const resultsY = board.y + boardSize + GAP;
  const resultWidth = (width - 3 * GAP) / 4;
  const results = Array.from({ length: 4 }, (_, i) => ({ x: left + i * (resultWidth + GAP), y: resultsY, width: resultWidth, height: resultsHeight }));

  const bottomY = resultsY + resultsHeight + GAP;
  const bottomHeight = top + height - bottomY;
  const qrSize = Math.min(QR_COLUMN, bottomHeight - QR_CAPTION);
  const qrX = left + width - QR_COLUMN;

  return {
    page,
    header,
    board,
    homeLabel: { x: gridX, y: board.y, width: side * squareSize, height: TEAM_LABEL },
    awayLabel: { x: board.x, y: gridY, width: TEAM_LABEL, height: side * squareSize },
    corner: { x: board.x + TEAM_LABEL, y: board.y + TEAM_LABEL, width: DIGIT_HEADER, height: DIGIT_HEADER },
    columnHeader: (column) => ({ x: gridX + column * squareSize, y: board.y + TEAM_LABEL, width: squareSize, height: DIGIT_HEADER }),
    rowHeader: (row) => ({ x: board.x + TEAM_LABEL, y: gridY + row * squareSize, width: DIGIT_HEADER, height: squareSize }),
    square: (row, column) => ({ x: gridX + column * squareSize, y: gridY + row * squareSize, width: squareSize, height: squareSize }),
    squareSize,
    results,
    rules: { x: left, y: bottomY, width: width - QR_COLUMN - GAP, height: bottomHeight },
    qr: { x: qrX + (QR_COLUMN - qrSize) / 2, y: bottomY, width: qrSize, height: qrSize },
    qrCaption: { x: qrX, y: bottomY + qrSize, width: QR_COLUMN, height: bottomHeight - qrSize },
  };
}
