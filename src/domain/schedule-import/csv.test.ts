import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvRecord } from './csv';

const ok = (line: number, ...fields: string[]): CsvRecord => ({ line, fields });

describe('parseCsv: table', () => {
  it.each<[string, string, CsvRecord[]]>([
    ['plain LF', 'a,b\nc,d\n', [ok(1, 'a', 'b'), ok(2, 'c', 'd')]],
    ['no final line break', 'a,b\nc,d', [ok(1, 'a', 'b'), ok(2, 'c', 'd')]],
    ['CRLF', 'a,b\r\nc,d\r\n', [ok(1, 'a', 'b'), ok(2, 'c', 'd')]],
    ['lone CR', 'a,b\rc,d\r', [ok(1, 'a', 'b'), ok(2, 'c', 'd')]],
    ['mixed line endings', 'a\r\nb\nc\rd', [ok(1, 'a'), ok(2, 'b'), ok(3, 'c'), ok(4, 'd')]],
    ['a quoted comma', '"Dallas, TX",1\n', [ok(1, 'Dallas, TX', '1')]],
    ['doubled quotes', '"say ""hi""",x', [ok(1, 'say "hi"', 'x')]],
    ['an empty quoted field', 'a,"",b', [ok(1, 'a', '', 'b')]],
    ['a quoted line break moves the line count', '"one\ntwo",x\r\n"3\r\n4\r5",y\nz', [ok(1, 'one\ntwo', 'x'), ok(3, '3\r\n4\r5', 'y'), ok(6, 'z')]],
    ['empty fields', ',,\n', [ok(1, '', '', '')]],
    ['a trailing comma at the end of the file', 'a,', [ok(1, 'a', '')]],
    ['blank lines are skipped but counted', 'a\n\n\r\nb\n', [ok(1, 'a'), ok(4, 'b')]],
    ['a byte order mark', '\ufeffgame_id,season\n', [ok(1, 'game_id', 'season')]],
    ['a line holding only ""', '""\n', [ok(1, '')]],
    ['spaces are kept', ' a , b ', [ok(1, ' a ', ' b ')]],
    ['the empty file', '', []],
  ])('%s', (_name, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it('reports a quote inside an unquoted field and reads on at the next line', () => {
    expect(parseCsv('a,b"c,d\ne,f\n')).toEqual([
      { line: 1, error: expect.stringContaining('not quoted contains a quote') },
      ok(2, 'e', 'f'),
    ]);
  });

  it('reports text after a closing quote and reads on at the next line', () => {
    expect(parseCsv('"a"b,c\r\nd\n')).toEqual([{ line: 1, error: expect.stringContaining('followed by text') }, ok(2, 'd')]);
  });

  it('reports a quoted field that is never closed, on the line it opened', () => {
    expect(parseCsv('a\nb,"c\nd\ne\n')).toEqual([ok(1, 'a'), { line: 2, error: expect.stringContaining('opened on line 2 is never closed') }]);
  });

  it('reads 5 MB of junk without throwing, in linear time', () => {
    const junk = Array.from({ length: 5 * 1024 * 1024 }, (_, i) => String.fromCharCode((i * 7919) % 128)).join('');
    const started = performance.now();
    const records = parseCsv(junk);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(records.length).toBeGreaterThan(0);
  });
});

/** Writes a table as CSV the way a careful writer would, with the given line break after each record. */
function writeCsv(rows: string[][], breaks: string[], quoteAll: boolean[]): string {
  return rows
    .map((fields, r) => {
      const line = fields
        .map((f, c) => {
          const mustQuote = /[",\r\n]/.test(f) || (fields.length === 1 && f === '');
          return mustQuote || quoteAll[(r + c) % quoteAll.length] ? `"${f.replaceAll('"', '""')}"` : f;
        })
        .join(',');
      return line + breaks[r % breaks.length];
    })
    .join('');
}

describe('parseCsv: properties', () => {
  const field = fc.string({ unit: fc.constantFrom('a', 'Z', '1', ' ', ',', '"', '\r', '\n', 'é', '_'), maxLength: 8 });
  const table = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 });
  const breaks = fc.array(fc.constantFrom('\n', '\r\n', '\r'), { minLength: 1, maxLength: 4 });
  const quoting = fc.array(fc.boolean(), { minLength: 1, maxLength: 5 });

  it('reads back exactly what was written, whatever the line endings and quoting', () => {
    fc.assert(
      fc.property(table, breaks, quoting, (rows, lineBreaks, quoteAll) => {
        const parsed = parseCsv(writeCsv(rows, lineBreaks, quoteAll));
        expect(parsed.map((r) => ('fields' in r ? r.fields : r.error))).toEqual(rows);
      }),
    );
  });

  it('numbers each record by the line it starts on, counting breaks inside quoted fields', () => {
    fc.assert(
      fc.property(table, breaks, (rows, lineBreaks) => {
        const text = writeCsv(rows, lineBreaks, [false]);
        const breaksIn = (s: string) => (s.match(/\r\n|\r|\n/g) ?? []).length;
        let expectedLine = 1;
        const expected = rows.map((fields) => {
          const at = expectedLine;
          expectedLine += breaksIn(fields.join(',')) + 1;
          return at;
        });
        expect(parseCsv(text).map((r) => r.line)).toEqual(expected);
      }),
    );
  });

  it('never throws on any text, and every record starts on a line inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', ' '), maxLength: 60 }), (text) => {
        const records = parseCsv(text);
        const lines = (text.match(/\r\n|\r|\n/g) ?? []).length + 1;
        for (const record of records) {
          expect(record.line).toBeGreaterThanOrEqual(1);
          expect(record.line).toBeLessThanOrEqual(lines);
        }
      }),
    );
  });
});
