import PDFDocument from 'pdfkit';
import { PDFDocument as PdfFile } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../../domain/board-pdf';
import { examplePool, exampleWinner } from '../../../domain/pool.test-fixtures';
import { printableBoard } from '../../../domain/printable-board';
import type { QrModules } from '../../../domain/qr-geometry';
import { notesHeight, notesSize, renderBoardPdf } from './board-pdf';
import { pdfFonts } from './pdf-fonts';
import { PERIOD_NUMBERS_HEIGHT, boardPdfLayout } from './pdf-layout';

/**
 * The printed board of every rules combination is one page of A4 and of US Letter: a 5x5
 * board with two-digit headers, and a pool drawing new numbers each period with each period's numbers
 * in its results box.
 */
const SETS = [
  { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] },
  { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [9, 8, 7, 6, 5, 4, 3, 2, 1, 0] },
  { rows: [5, 0, 6, 1, 7, 2, 8, 3, 9, 4], columns: [4, 9, 3, 8, 2, 7, 1, 6, 0, 5] },
  { rows: [2, 4, 6, 8, 0, 1, 3, 5, 7, 9], columns: [1, 3, 5, 7, 9, 0, 2, 4, 6, 8] },
];
const QR: QrModules = { size: 21, get: (row, column) => (row * column) % 3 === 0 };
const RULES = [
  { numbers: 'game', reverseWinners: false, boardSize: 25 },
  { numbers: 'period', reverseWinners: true, boardSize: 25 },
  { numbers: 'period', reverseWinners: true, boardSize: 100 },
] as const;

function boardOf(rules: (typeof RULES)[number]) {
  const side = rules.boardSize === 25 ? 5 : 10;
  const pool = examplePool({
    isPrivate: true,
    name: 'A rather long family pool name for the whole extended family',
    entryFee: '10.00',
    entryFeeCents: 1000,
    isNonprofit: true,
    nonprofitName: 'Riverside Food Bank',
    rules,
    maxParticipants: rules.boardSize,
    digits: SETS[0]!,
    digitSets: rules.numbers === 'period' ? SETS : null,
    winners: [exampleWinner('Q1', 0, 0, { userId: 'u1' }), exampleWinner('Q1', 1, 1, { role: 'reverse', userId: null, guestName: 'Great-aunt Wilhelmina' })],
  });
  const squares = Array.from({ length: side * side }, (_, i) => ({ row: Math.floor(i / side), column: i % side, userId: null, guestName: `Guest number ${i}` }));
  return printableBoard({ pool, squares, joinUrl: 'https://squares.example/join/ABCDEFGH' });
}

describe.each(PAPER_SIZES.flatMap((paper) => RULES.map((rules) => [paper, rules] as const)))('the printed board (%s, %o)', (paper, rules) => {
  it('is one page of the paper', async () => {
    const board = boardOf(rules);
    expect(board.side).toBe(rules.boardSize === 25 ? 5 : 10);
    const pdf = await renderBoardPdf(board, { paper, qr: QR, createdAt: new Date('2026-11-20T12:00:00.000Z') });
    const file = await PdfFile.load(pdf);
    expect(file.getPageCount()).toBe(1);
  });

  it("fits each period's numbers on one line of its results box", () => {
    const board = boardOf(rules);
    if (rules.numbers === 'game') return expect(board.results.every((r) => r.numbers === null)).toBe(true);
    const layout = boardPdfLayout(paper, board.side, { periodNumbers: true });
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('condensedBold', pdfFonts().condensedBold);
    doc.font('condensedBold').fontSize(7.5);
    // The box less its padding (6 pt each side) and the HOME/AWAY label (22 pt).
    const room = layout.results[0]!.width - 12 - 22;
    for (const result of board.results) {
      expect(result.numbers).not.toBeNull();
      for (const line of [result.numbers!.home, result.numbers!.away]) expect(doc.widthOfString(line)).toBeLessThan(room);
    }
    expect(PERIOD_NUMBERS_HEIGHT).toBeGreaterThanOrEqual(2 * 8.5);
  });

  it('fits every line of the rules contract (the variants in words included) in the rules box', () => {
    const board = boardOf(rules);
    const layout = boardPdfLayout(paper, board.side, { periodNumbers: rules.numbers === 'period' });
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('regular', pdfFonts().regular);
    const width = (layout.rules.width - 14) / 2 - 6;
    const { size, gap } = notesSize(doc, board.notes, width, layout.rules.height);
    expect(size).toBeGreaterThanOrEqual(5.4);
    expect(notesHeight(doc, board.notes, width, size, gap)).toBeLessThanOrEqual(layout.rules.height);
    expect(board.notes.some((note) => note.startsWith('25 squares') || note.startsWith('New numbers'))).toBe(true);
  });
});
