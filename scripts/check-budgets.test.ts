import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets, failureReport, formatTable, initialFiles } from './check-budgets.mjs';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Row = { route: string; page: string; files: string[]; bytes: number; fails: boolean };

/** A build shaped like ours: an entry with shared chunks, lazy pages with their own static imports. */
function manifest(): Record<string, Chunk> {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['pages/landing.tsx', 'pages/pool.tsx'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_button.js': { file: 'assets/button.js', imports: ['_react.js'] },
    '_zod.js': { file: 'assets/zod.js' },
    'pages/landing.tsx': { file: 'assets/landing.js', imports: ['index.html', '_button.js'], dynamicImports: ['features/dialog.tsx'] },
    'pages/pool.tsx': { file: 'assets/pool.js', imports: ['index.html', '_button.js', '_zod.js'] },
    'features/dialog.tsx': { file: 'assets/dialog.js', imports: ['_zod.js'] },
  };
}

const SIZES: Record<string, number> = {
  'assets/index.js': 60_000,
  'assets/react.js': 40_000,
  'assets/button.js': 10_000,
  'assets/zod.js': 26_000,
  'assets/landing.js': 20_000,
  'assets/pool.js': 30_000,
  'assets/dialog.js': 5_000,
  'assets/huge.js': 400_000,
};
const size = (file: string) => SIZES[file]!;
const budgets = [
  { route: '/', page: 'landing', lazy: ['pages/landing.tsx'], budgetKb: 150 },
  { route: '/pool/{id}', page: 'pool', lazy: ['pages/pool.tsx'], budgetKb: 170 },
];

describe('JavaScript budgets', () => {
  it('counts the entry, its static imports, the lazy page and its static imports, once each; not what the page loads later', () => {
    expect(initialFiles(manifest(), ['pages/landing.tsx'])).toEqual(['assets/button.js', 'assets/index.js', 'assets/landing.js', 'assets/react.js']);
    expect(initialFiles(manifest(), ['pages/pool.tsx'])).toContain('assets/zod.js');
  });

  it('passes a build within its budgets, saying how much is left', () => {
    const rows = checkBudgets(manifest(), size, budgets) as Row[];
    expect(rows.map((r) => [r.route, r.bytes, r.fails])).toEqual([
      ['/', 130_000, false],
      ['/pool/{id}', 166_000, false],
    ]);
    expect(formatTable(rows)).toMatch(/^\/\s+landing\s+4\s+130\.0\s+150\s+ok \(20\.0 KB left\)$/m);
    expect(formatTable(rows)).toContain('ok (4.0 KB left)');
  });

  it('fails when the landing page gains a huge import, naming the route and its largest file', () => {
    const build = manifest();
    build['_huge.js'] = { file: 'assets/huge.js' };
    build['pages/landing.tsx']!.imports!.push('_huge.js');
    const rows = checkBudgets(build, size, budgets) as Row[];
    expect(rows[0]).toMatchObject({ fails: true, bytes: 530_000 });
    expect(rows[1]!.fails).toBe(false);
    expect(formatTable(rows)).toMatch(/^\/\s+landing\s+5\s+530\.0\s+150\s+FAILS: over by 380\.0 KB$/m);
    expect(failureReport(rows, size)).toBe(
      '/, landing: loads 530.0 KB of JavaScript (gzip) before it is usable; its budget is 150 KB. Largest files:\n' +
        '  assets/huge.js  400.0 KB\n  assets/index.js  60.0 KB\n  assets/react.js  40.0 KB\n  assets/landing.js  20.0 KB\n  assets/button.js  10.0 KB',
    );
  });

  it('fails a route that loads a dialog up front and so grows past its budget by 1 KB', () => {
    const build = manifest();
    build['pages/pool.tsx']!.imports!.push('features/dialog.tsx');
    const [, pool] = checkBudgets(build, size, budgets) as Row[];
    expect(pool).toMatchObject({ bytes: 171_000, fails: true });
    expect(formatTable([pool])).toContain('FAILS: over by 1.0 KB');
  });

  it('says which page is missing from the manifest instead of measuring nothing', () => {
    expect(() => initialFiles(manifest(), ['pages/renamed.tsx'])).toThrow('budgets: pages/renamed.tsx is not in the build manifest');
  });

  it("budgets pages that exist, with the budgets of the product: 150 KB on /, 200 KB on /pool/{id}, and nothing else", () => {
    for (const budget of BUDGETS as { route: string; lazy: string[]; budgetKb: number }[]) {
      for (const key of budget.lazy) expect(existsSync(path.join(import.meta.dirname, '../src/web', key)), key).toBe(true);
      expect(budget.budgetKb).toBe(budget.route === '/' ? 150 : 200);
      expect(Object.keys(budget).sort()).toEqual(['budgetKb', 'lazy', 'page', 'route']);
    }
  });
});
