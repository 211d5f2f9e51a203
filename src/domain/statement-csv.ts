/**
 * The statement as a CSV file that opens in a spreadsheet (RFC 4180): a header, one row per movement
 * (New York date, kind in words, pool, game, amount in dollars, status), then the totals row.
 * - Every text cell is quoted, quotes doubled, so commas and line breaks in a pool's name stay in their cell.
 * - A text cell that starts with = + - @ (or a tab or carriage return) would be read as a formula: it gets
 *   a leading apostrophe (CSV injection). Amounts are numbers this file writes, so their minus stays a sign.
 * - A byte order mark first, so spreadsheets read the file as UTF-8; lines end with CRLF.
 */
import { centsToDecimalString } from './money';
import type { Movement } from './statement-movements';
import { easternDateText } from './statement-period';
import type { StatementTotals } from './statement-totals';
import { MOVEMENT_KIND_WORDS, movementStatusWords } from './statement-words';

export const STATEMENT_CSV_HEADER = ['Date', 'Kind', 'Pool', 'Game', 'Amount (USD)', 'Status'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: defused if it could start a formula, then quoted. */
export function csvTextCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** An amount cell: dollars with two decimals, "-5.00" for money paid in. */
export function csvAmountCell(cents: number): string {
  return centsToDecimalString(cents);
}

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

export function statementCsv(movements: readonly Movement[], totals: StatementTotals): string {
  const rows = movements.map((m) =>
    line([
      csvTextCell(easternDateText(m.at)),
      csvTextCell(MOVEMENT_KIND_WORDS[m.kind]),
      csvTextCell(m.poolName),
      csvTextCell(m.game),
      csvAmountCell(m.amountCents),
      csvTextCell(movementStatusWords(m.kind, m.status)),
    ]),
  );
  const breakdown = `Paid in ${centsToDecimalString(totals.paidInCents)}; refunded ${centsToDecimalString(totals.refundedCents)}; won ${centsToDecimalString(totals.wonCents)}`;
  const total = line([csvTextCell('Total'), csvTextCell('Net for the period'), csvTextCell(''), csvTextCell(''), csvAmountCell(totals.netCents), csvTextCell(breakdown)]);
  return `\uFEFF${line(STATEMENT_CSV_HEADER.map(csvTextCell))}${rows.join('')}${total}`;
}

/** squares-statement-2026-01-01-to-2026-12-31.csv */
export function statementFileName(from: string, to: string): string {
  return `squares-statement-${from}-to-${to}.csv`;
}
