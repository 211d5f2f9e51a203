/**
 * The statement list's cursor: opaque to clients, it names the last line of a page by its place in the
 * order (the instant, then the ledger id), so the next page starts right after it however many lines
 * were written meanwhile. base64url of "<epoch ms>:<ledger id>".
 */

export type StatementCursor = { at: Date; id: string };

export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{4,400}$/;
/** Ledger ids are cause-derived ASCII (domain/ledger-payments.ts, ledger-settlement.ts). */
const LEDGER_ID = /^[\x21-\x7e]{1,250}$/;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export function encodeCursor(cursor: StatementCursor): string {
  return toBase64Url(`${cursor.at.getTime()}:${cursor.id}`);
}

/** The cursor a page gave, or null for anything else. */
export function decodeCursor(text: string): StatementCursor | null {
  if (!CURSOR_PATTERN.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = /^(\d{1,15}):(.*)$/s.exec(decoded);
  if (!match || !LEDGER_ID.test(match[2]!)) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2]! };
}
