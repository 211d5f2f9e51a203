import PDFDocument from 'pdfkit';
import type { PaperSize } from '../../../domain/board-pdf';
import type { PrintableBoard, PrintOwner } from '../../../domain/printable-board';
import { qrDarkRuns, qrExtent, type QrModules } from '../../../domain/qr-geometry';
import { solid, tint } from './pdf-colors';
import { pdfFonts, type PdfFont } from './pdf-fonts';
import { PERIOD_NUMBERS_HEIGHT, boardPdfLayout, type BoardPdfLayout, type Box } from './pdf-layout';
import { pdfText } from './pdf-text';

/** The site's ink and turf colours (src/web/styles.css), so the sheet looks like the print view. */
const INK = '#0b1530';
const MUTED = '#5b6b87';
const LINE = '#cbd5e8';
const TURF = '#0d7a3d';

type Doc = PDFKit.PDFDocument;
type TextStyle = { font: PdfFont; size: number; color?: string; align?: 'left' | 'center' | 'right'; middle?: boolean; lineGap?: number };

export type BoardPdfOptions = {
  paper: PaperSize;
  /** The join link's QR modules (the QR library's matrix for board.joinUrl). */
  qr: QrModules;
  /** The document's creation date: the injected clock's now, never the machine's. */
  createdAt: Date;
};

/** Text inside a box: wrapped to its width, cut with an ellipsis at its height, optionally centred vertically. */
function textIn(doc: Doc, value: string, box: Box, style: TextStyle): number {
  const shown = pdfText(value);
  const lineGap = style.lineGap ?? 0;
  doc.font(style.font).fontSize(style.size).fillColor(style.color ?? INK);
  const needed = Math.min(doc.heightOfString(shown, { width: box.width, lineGap }), box.height);
  const y = style.middle ? box.y + (box.height - needed) / 2 : box.y;
  doc.text(shown, box.x, y, { width: box.width, height: box.y + box.height - y, ellipsis: true, align: style.align ?? 'left', lineGap });
  return needed;
}

function drawHeader(doc: Doc, board: PrintableBoard, box: Box): void {
  const brandWidth = 96;
  const titleWidth = box.width - brandWidth - 8;
  textIn(doc, board.poolName, { x: box.x, y: box.y, width: titleWidth, height: 24 }, { font: 'bold', size: 18 });
  textIn(doc, board.matchup, { x: box.x, y: box.y + 25, width: titleWidth, height: 15 }, { font: 'bold', size: 11 });
  const when = board.week ? `${board.kickoff} · ${board.week}` : board.kickoff;
  textIn(doc, when, { x: box.x, y: box.y + 41, width: titleWidth, height: 12 }, { font: 'regular', size: 9, color: MUTED });
  textIn(doc, 'Squares', { x: box.x + box.width - brandWidth, y: box.y, width: brandWidth, height: 18 }, { font: 'bold', size: 14, color: TURF, align: 'right' });
  textIn(doc, 'Printable board', { x: box.x + box.width - brandWidth, y: box.y + 18, width: brandWidth, height: 11 }, { font: 'regular', size: 7.5, color: MUTED, align: 'right' });
  doc.moveTo(box.x, box.y + box.height).lineTo(box.x + box.width, box.y + box.height).lineWidth(0.8).strokeColor(LINE).stroke();
}

function teamLabel(doc: Doc, text: string, color: string, box: Box): void {
  const label = pdfText(text).toUpperCase();
  doc.font('bold').fontSize(7.5);
  const width = Math.min(doc.widthOfString(label, { characterSpacing: 0.8 }), box.width - 10);
  const start = box.x + (box.width - width) / 2;
  doc.circle(start - 6, box.y + box.height / 2, 2.5).fillColor(solid(color)).fill();
  doc.fillColor(INK).text(label, start, box.y + (box.height - 9) / 2, { width: width + 1, height: 10, ellipsis: true, lineBreak: false, characterSpacing: 0.8 });
}

function digitHeader(doc: Doc, digits: readonly number[] | undefined, color: string, box: Box, edge: 'bottom' | 'right'): void {
  doc.rect(box.x, box.y, box.width, box.height).fillColor(tint(color, 0.14)).fill();
  const rule = edge === 'bottom' ? { x: box.x, y: box.y + box.height - 2.5, width: box.width, height: 2.5 } : { x: box.x + box.width - 2.5, y: box.y, width: 2.5, height: box.height };
  doc.rect(rule.x, rule.y, rule.width, rule.height).fillColor(solid(color)).fill();
  // Blank before the draw: the sheet gets printed early and the digits written in by hand.
  if (digits && digits.length > 0) {
    textIn(doc, digits.join(' '), { ...box, width: box.width - (edge === 'right' ? 2.5 : 0), height: box.height - (edge === 'bottom' ? 2.5 : 0) }, { font: 'bold', size: digits.length > 1 ? 13 : 16, align: 'center', middle: true });
  }
}

function ownerIn(doc: Doc, owner: PrintOwner, box: Box): void {
  const inner = { x: box.x + 2, y: box.y + 2, width: box.width - 4, height: box.height - 4 };
  textIn(doc, owner.name, inner, { font: 'condensedBold', size: box.width > 60 ? 10 : 7, align: 'center', middle: true, lineGap: -0.5 });
}

function drawBoard(doc: Doc, board: PrintableBoard, layout: BoardPdfLayout): void {
  teamLabel(doc, `${board.home.name} · Home`, board.home.color, layout.homeLabel);
  // The away label reads bottom to top along the rows, as on the pool page.
  const away = layout.awayLabel;
  doc.save();
  doc.rotate(-90, { origin: [away.x, away.y + away.height] });
  teamLabel(doc, `${board.away.name} · Away`, board.away.color, { x: away.x, y: away.y + away.height, width: away.height, height: away.width });
  doc.restore();

  const corner = layout.corner;
  doc.rect(corner.x, corner.y, corner.width, corner.height).fillColor(INK).fill();
  textIn(doc, 'home →', { x: corner.x + 2, y: corner.y + 3, width: corner.width - 4, height: 8 }, { font: 'bold', size: 5, color: '#ffffff', align: 'right' });
  textIn(doc, 'away ↓', { x: corner.x + 2, y: corner.y + corner.height - 10, width: corner.width - 4, height: 8 }, { font: 'bold', size: 5, color: '#ffffff' });

  for (let i = 0; i < board.side; i++) {
    digitHeader(doc, board.headers?.columns[i], board.home.color, layout.columnHeader(i), 'bottom');
    digitHeader(doc, board.headers?.rows[i], board.away.color, layout.rowHeader(i), 'right');
  }
  for (let row = 0; row < board.side; row++) {
    for (let column = 0; column < board.side; column++) {
      const box = layout.square(row, column);
      doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).strokeColor(LINE).stroke();
      const owner = board.owners[row * board.side + column];
      if (owner) ownerIn(doc, owner, box);
    }
  }
}

/** A line to write on, named above it, with the settled value on it. */
function resultLine(doc: Doc, label: string, value: string | null, box: Box): void {
  textIn(doc, label.toUpperCase(), { x: box.x, y: box.y, width: box.width, height: 7 }, { font: 'bold', size: 5.5, color: MUTED });
  if (value) textIn(doc, value, { x: box.x, y: box.y + 7, width: box.width, height: 10 }, { font: 'condensedBold', size: 7.5 });
  doc.moveTo(box.x, box.y + 18).lineTo(box.x + box.width, box.y + 18).lineWidth(0.5).strokeColor(LINE).stroke();
}

/** A period's numbers in its box: "HOME 6 5 0 4 …" and "AWAY 1 8 5 4 …" (two digits per header cell on 5x5). */
function numbersLines(doc: Doc, numbers: { home: string; away: string }, box: Box): void {
  for (const [i, [label, digits]] of ([['Home', numbers.home], ['Away', numbers.away]] as const).entries()) {
    const y = box.y + i * 8.5;
    textIn(doc, label.toUpperCase(), { x: box.x, y: y + 1, width: 22, height: 7 }, { font: 'bold', size: 5.5, color: MUTED });
    textIn(doc, digits, { x: box.x + 22, y, width: box.width - 22, height: 9 }, { font: 'condensedBold', size: 7.5 });
  }
}

function drawResults(doc: Doc, board: PrintableBoard, boxes: Box[]): void {
  board.results.forEach((result, i) => {
    const box = boxes[i]!;
    doc.roundedRect(box.x, box.y, box.width, box.height, 4).lineWidth(0.8).strokeColor(LINE).stroke();
    const inner = { x: box.x + 6, width: box.width - 12 };
    textIn(doc, result.label, { ...inner, y: box.y + 5, height: 11 }, { font: 'bold', size: 8.5 });
    // With new numbers each period, the period's numbers come under its name and the lines move down.
    const shift = result.numbers ? PERIOD_NUMBERS_HEIGHT : 0;
    if (result.numbers) numbersLines(doc, result.numbers, { ...inner, y: box.y + 17, height: PERIOD_NUMBERS_HEIGHT });
    resultLine(doc, 'Score', result.score, { ...inner, y: box.y + 18 + shift, height: 18 });
    const owner = (winner: PrintOwner, prize: string | null) => (prize ? `${winner.name} · ${prize}` : winner.name);
    let winner = result.winner ? owner(result.winner, result.prize) : null;
    if (winner && result.reverse) winner = `${winner} · rev. ${owner(result.reverse.winner, result.reverse.prize)}`;
    resultLine(doc, 'Winner', winner, { ...inner, y: box.y + 39 + shift, height: 18 });
  });
}

function drawRules(doc: Doc, board: PrintableBoard, box: Box): void {
  const half = (box.width - 14) / 2;
  let y = box.y;
  textIn(doc, 'Rules & Payouts', { x: box.x, y, width: half, height: 12 }, { font: 'bold', size: 9 });
  y += 14;
  for (const fact of board.facts) {
    textIn(doc, `${fact.label}: ${fact.value}`, { x: box.x, y, width: half, height: 10 }, { font: 'regular', size: 7.5 });
    y += 10;
  }
  if (board.prizes) {
    y += 3;
    y += textIn(doc, board.prizes.caption, { x: box.x, y, width: half, height: 20 }, { font: 'regular', size: 6.5, color: MUTED }) + 3;
    for (const period of board.prizes.periods) {
      doc.moveTo(box.x, y).lineTo(box.x + half, y).lineWidth(0.4).strokeColor(LINE).stroke();
      textIn(doc, period.label, { x: box.x, y: y + 2, width: half * 0.5, height: 9 }, { font: 'bold', size: 7.5 });
      textIn(doc, period.percent, { x: box.x + half * 0.5, y: y + 2, width: half * 0.2, height: 9 }, { font: 'regular', size: 7.5, align: 'right' });
      if (period.prize) textIn(doc, period.prize, { x: box.x + half * 0.7, y: y + 2, width: half * 0.3, height: 9 }, { font: 'bold', size: 7.5, align: 'right' });
      y += 11;
    }
  }
  const notesX = box.x + half + 14;
  const { size, gap } = notesSize(doc, board.notes, half - 6, box.height);
  let notesY = box.y;
  for (const note of board.notes) {
    const room = box.y + box.height - notesY;
    if (room < 8) break;
    doc.circle(notesX + 1.5, notesY + size * 0.53, 1).fillColor(TURF).fill();
    notesY += textIn(doc, note, { x: notesX + 6, y: notesY, width: half - 6, height: room }, { font: 'regular', size, color: '#1b2c5a' }) + gap;
  }
}

/** The height the notes take at a font size, with `gap` points between them. */
export function notesHeight(doc: Doc, notes: readonly string[], width: number, size: number, gap: number): number {
  doc.font('regular').fontSize(size);
  return notes.reduce((sum, note) => sum + doc.heightOfString(pdfText(note), { width }) + gap, 0);
}

/**
 * The notes' font size and spacing: 6.8 pt 3 pt apart, or smaller and closer (down to 5.4 pt) when a
 * pool's rule variants make the list longer than its column, so every line of the rules
 * contract is on the sheet.
 */
export function notesSize(doc: Doc, notes: readonly string[], width: number, height: number): { size: number; gap: number } {
  for (let tenths = 68; tenths >= 54; tenths -= 2) {
    const size = tenths / 10;
    const gap = tenths >= 64 ? 3 : 1.5;
    if (notesHeight(doc, notes, width, size, gap) <= height) return { size, gap };
  }
  return { size: 5.4, gap: 1.5 };
}

function drawQr(doc: Doc, board: PrintableBoard, modules: QrModules, layout: BoardPdfLayout): void {
  const { qr, qrCaption } = layout;
  const scale = qr.width / qrExtent(modules);
  doc.rect(qr.x, qr.y, qr.width, qr.height).fillColor('#ffffff').fill();
  // Vector squares, one rectangle per run of dark modules: sharp at any printer's resolution.
  for (const run of qrDarkRuns(modules)) doc.rect(qr.x + run.x * scale, qr.y + run.y * scale, run.length * scale, scale);
  doc.fillColor('#000000').fill();
  // Whoever opens the PDF on a screen can follow the link too.
  doc.link(qr.x, qr.y, qr.width, qr.height, board.joinUrl);
  textIn(doc, 'Scan to join', { x: qrCaption.x, y: qrCaption.y + 1, width: qrCaption.width, height: 11 }, { font: 'bold', size: 8, align: 'center' });
  doc.font('regular').fontSize(6).fillColor(MUTED);
  doc.text(board.joinUrl, qrCaption.x, qrCaption.y + 13, { width: qrCaption.width, height: qrCaption.height - 13, align: 'center', ellipsis: true, link: board.joinUrl });
}

/** The printed board as a one-page PDF of the given paper. */
export function renderBoardPdf(board: PrintableBoard, options: BoardPdfOptions): Promise<Buffer> {
  const layout = boardPdfLayout(options.paper, board.side, { periodNumbers: board.results.some((result) => result.numbers !== null) });
  const doc = new PDFDocument({
    size: [layout.page.width, layout.page.height],
    margin: 0,
    bufferPages: true,
    info: { Title: pdfText(`${board.poolName}: ${board.matchup}`), Author: 'Squares', Subject: 'Printable squares board', CreationDate: options.createdAt, ModDate: options.createdAt },
  });
  const fonts = pdfFonts();
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, board, layout.header);
  drawBoard(doc, board, layout);
  drawResults(doc, board, layout.results);
  drawRules(doc, board, layout.rules);
  drawQr(doc, board, options.qr, layout);

  // Every text is bounded by its box, so nothing can run onto a second page; if it ever did, fail loudly.
  const pages = doc.bufferedPageRange().count;
  doc.end();
  if (pages !== 1) return Promise.reject(new Error(`The printed board took ${pages} pages instead of one`));
  return done;
}
