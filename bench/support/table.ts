/** Prints rows as an aligned plain-text table (benchmarks print tables, never pass/fail). */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (v: string | number) => (typeof v === 'number' ? v.toLocaleString('en-US') : v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(cell(r[c] ?? '')).length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => String(cell(row[c] ?? '')))));
}
