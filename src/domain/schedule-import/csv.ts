/**
 * An RFC 4180 CSV reader for uploaded files: quoted fields may hold commas, doubled quotes and line
 * breaks; records end at CRLF, LF or a lone CR, mixed freely (files pass through editors and
 * spreadsheets). It never throws: a record it cannot read is returned with an error, and reading goes
 * on at the next line, so one bad row costs only itself. Linear in the text's length.
 */

/** One record: its fields, or why it could not be read. `line` is the 1-based line it starts on. */
export type CsvRecord = { line: number; fields: string[] } | { line: number; error: string };

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  // A byte order mark (spreadsheets write one) is not part of the first field.
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const length = text.length;

  /** Past the line break at `at` (CRLF counts once); returns the index after it. */
  const breakEnd = (at: number): number => (text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === LF ? at + 2 : at + 1);
  const isBreak = (code: number) => code === LF || code === CR;

  /** Skips to the start of the next line after a broken record. */
  const skipLine = (from: number): number => {
    let at = from;
    while (at < length && !isBreak(text.charCodeAt(at))) at++;
    if (at < length) {
      line++;
      return breakEnd(at);
    }
    return at;
  };

  while (i < length) {
    const startLine = line;
    const fields: string[] = [];
    let error: string | null = null;
    let blank = true;

    for (;;) {
      if (text.charCodeAt(i) === QUOTE) {
        blank = false;
        // Quoted field: runs to the next quote that is not doubled.
        let value = '';
        let from = i + 1;
        let closed = false;
        while (from <= length) {
          const quote = text.indexOf('"', from);
          const end = quote < 0 ? length : quote;
          line += countBreaks(text, from, end);
          value += text.slice(from, end);
          if (quote < 0) break;
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += '"';
            from = quote + 2;
            continue;
          }
          closed = true;
          i = quote + 1;
          break;
        }
        if (!closed) {
          error = `a quoted field opened on line ${startLine} is never closed (the rest of the file was read as part of it)`;
          i = length;
          break;
        }
        fields.push(value);
        const next = text.charCodeAt(i);
        if (i < length && next !== COMMA && !isBreak(next)) {
          error = 'a quoted field is followed by text before the next comma';
          i = skipLine(i);
          break;
        }
      } else {
        let end = i;
        while (end < length) {
          const code = text.charCodeAt(end);
          if (code === COMMA || isBreak(code)) break;
          end++;
        }
        const value = text.slice(i, end);
        if (value.includes('"')) {
          error = 'a field that is not quoted contains a quote (such a field must be quoted, with its quotes doubled)';
          i = skipLine(end);
          break;
        }
        if (value !== '') blank = false;
        fields.push(value);
        i = end;
      }

      if (i >= length) break;
      const separator = text.charCodeAt(i);
      if (separator === COMMA) {
        blank = false;
        i++;
        if (i >= length) {
          fields.push('');
          break;
        }
        continue;
      }
      // A line break ends the record.
      line++;
      i = breakEnd(i);
      break;
    }

    if (error !== null) records.push({ line: startLine, error });
    else if (!blank) records.push({ line: startLine, fields });
  }
  return records;
}

/** Line breaks in text[from, to): CRLF, LF and lone CR each count once. */
function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === LF) count++;
    else if (code === CR && text.charCodeAt(at + 1) !== LF) count++;
  }
  return count;
}
