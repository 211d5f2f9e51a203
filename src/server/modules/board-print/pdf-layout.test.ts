import { describe, expect, it } from 'vitest';
import { PAPER_SIZES } from '../../../domain/board-pdf';
import { PAGE_MARGIN, boardPdfLayout, type Box } from './pdf-layout';

const inside = (box: Box, outer: Box) =>
  box.x >= outer.x - 1e-6 && box.y >= outer.y - 1e-6 && box.x + box.width <= outer.x + outer.width + 1e-6 && box.y + box.height <= outer.y + outer.height + 1e-6;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1e-6 && b.x < a.x + a.width - 1e-6 && a.y < b.y + b.height - 1e-6 && b.y < a.y + a.height - 1e-6;
const MM = 72 / 25.4;

/** Both papers, both board sides, with and without each period's numbers in the results boxes. */
const CASES = PAPER_SIZES.flatMap((paper) => [10, 5].flatMap((side) => [false, true].map((periodNumbers) => [paper, side, periodNumbers] as const)));

describe.each(CASES)('boardPdfLayout(%s, %i, period numbers: %s)', (paper, side, periodNumbers) => {
  const layout = boardPdfLayout(paper, side, { periodNumbers });
  const printable: Box = { x: PAGE_MARGIN, y: PAGE_MARGIN, width: layout.page.width - 2 * PAGE_MARGIN, height: layout.page.height - 2 * PAGE_MARGIN };
  const parts = { header: layout.header, board: layout.board, rules: layout.rules, qr: layout.qr, qrCaption: layout.qrCaption, ...Object.fromEntries(layout.results.map((box, i) => [`result ${i}`, box])) };

  it('keeps every part on the page, inside the margins', () => {
    for (const [name, box] of Object.entries(parts)) expect(inside(box, printable), name).toBe(true);
  });

  it('overlaps no part with another', () => {
    const entries = Object.entries(parts);
    for (const [i, [a, boxA]] of entries.entries()) {
      for (const [b, boxB] of entries.slice(i + 1)) expect(overlap(boxA, boxB), `${a} / ${b}`).toBe(false);
    }
  });

  it('puts the squares, headers and labels inside the board, in a side x side grid', () => {
    const { board } = layout;
    for (const box of [layout.homeLabel, layout.awayLabel, layout.corner, layout.square(0, 0), layout.square(side - 1, side - 1), layout.columnHeader(side - 1), layout.rowHeader(side - 1)]) {
      expect(inside(box, board)).toBe(true);
    }
    expect(layout.square(side - 1, side - 1).x + layout.squareSize).toBeCloseTo(board.x + board.width);
    expect(overlap(layout.square(0, 0), layout.square(0, 1))).toBe(false);
    expect(overlap(layout.square(0, 0), layout.columnHeader(0))).toBe(false);
  });

  it('is big enough to read and to scan: squares of 13 mm and more, a QR code of 30 mm and more', () => {
    expect(layout.squareSize * side).toBeGreaterThanOrEqual(130 * MM);
    expect(layout.qr.width).toBeGreaterThanOrEqual(30 * MM);
    expect(layout.qr.width).toBe(layout.qr.height);
  });

  it('gives each results box room for its period’s numbers when the pool has them', () => {
    expect(layout.results[0]!.height).toBe(periodNumbers ? 80 : 62);
  });
});
