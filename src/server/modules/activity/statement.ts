/**
 * The player's statement, read (docs/money.md "The player's statement"): a page of movements, a period's
 * totals and CSV file, the yearly winnings. Reads only; every rule is the domain's (statement-*.ts).
 */
import { decodeCursor, encodeCursor } from '../../../domain/statement-cursor';
import { statementCsv, statementFileName } from '../../../domain/statement-csv';
import { movementOf, type Movement } from '../../../domain/statement-movements';
import { parseCalendarDate, periodInstants } from '../../../domain/statement-period';
import { statementTotals, winningsByYear, type StatementTotals, type YearWinnings } from '../../../domain/statement-totals';
import type { MovementDto, StatementPeriod, TransactionsPage, TransactionsQuery } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { playerLedgerLines } from './ledger-lines';

export type Reader = { db: Db; userId: string; manualPayout: boolean };

const toDto = (movement: Movement): MovementDto => ({ ...movement, at: movement.at.toISOString() });

/** A page of the player's movements, newest first, and the cursor of the next (null on the last). */
export async function transactionsPage({ db, userId, manualPayout }: Reader, query: TransactionsQuery): Promise<TransactionsPage> {
  const before = query.cursor === undefined ? undefined : (decodeCursor(query.cursor) ?? undefined);
  // One line more than the page says whether another page follows.
  const lines = await playerLedgerLines(db, { userId, manualPayout, before, limit: query.limit + 1 });
  const page = lines.slice(0, query.limit);
  const last = page.at(-1);
  return { items: page.map((line) => toDto(movementOf(line))), nextCursor: lines.length > query.limit && last ? encodeCursor(last) : null };
}

/** The schema checked the period: both dates are real and in order. */
function instantsOf(period: StatementPeriod) {
  return periodInstants(parseCalendarDate(period.from)!, parseCalendarDate(period.to)!);
}

async function periodMovements(reader: Reader, period: StatementPeriod): Promise<Movement[]> {
  const lines = await playerLedgerLines(reader.db, { userId: reader.userId, manualPayout: reader.manualPayout, period: instantsOf(period) });
  return lines.map(movementOf);
}

export async function periodTotals(reader: Reader, period: StatementPeriod): Promise<StatementTotals> {
  return statementTotals(await periodMovements(reader, period));
}

export async function statementFile(reader: Reader, period: StatementPeriod): Promise<{ fileName: string; csv: string }> {
  const movements = await periodMovements(reader, period);
  // The file reads like a bank statement, oldest first; the page lists newest first.
  return { fileName: statementFileName(period.from, period.to), csv: statementCsv([...movements].reverse(), statementTotals(movements)) };
}

export async function yearlyWinnings(reader: Reader): Promise<YearWinnings[]> {
  const lines = await playerLedgerLines(reader.db, { userId: reader.userId, manualPayout: reader.manualPayout, prizesOnly: true });
  return winningsByYear(lines.map(movementOf));
}
