import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QR_QUIET_ZONE, qrDarkRuns, qrExtent, qrSvgPath, type QrModules } from './qr-geometry';

function matrix(rows: string[]): QrModules {
  return { size: rows.length, get: (row, column) => rows[row]![column] === '#' };
}

describe('qrDarkRuns', () => {
  it('merges neighbouring dark modules of a row and offsets by the quiet zone', () => {
    const runs = qrDarkRuns(matrix(['##.', '.#.', '###']));
    const q = QR_QUIET_ZONE;
    expect(runs).toEqual([
      { x: q, y: q, length: 2 },
      { x: q + 1, y: q + 1, length: 1 },
      { x: q, y: q + 2, length: 3 },
    ]);
    expect(qrExtent(matrix(['##.', '.#.', '###']))).toBe(3 + 2 * q);
  });

  it('covers exactly the dark modules, for any matrix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 25 }).chain((size) => fc.array(fc.array(fc.boolean(), { minLength: size, maxLength: size }), { minLength: size, maxLength: size })), (cells) => {
        const modules: QrModules = { size: cells.length, get: (r, c) => cells[r]![c]! };
        const covered = new Set<string>();
        for (const run of qrDarkRuns(modules)) {
          for (let i = 0; i < run.length; i++) covered.add(`${run.y - QR_QUIET_ZONE},${run.x - QR_QUIET_ZONE + i}`);
        }
        const dark = cells.flatMap((row, r) => row.flatMap((isDark, c) => (isDark ? [`${r},${c}`] : [])));
        expect([...covered].sort()).toEqual(dark.sort());
      }),
    );
  });
});

describe('qrSvgPath', () => {
  it('draws each run as a closed rectangle one module high', () => {
    expect(qrSvgPath([{ x: 4, y: 4, length: 7 }, { x: 5, y: 6, length: 1 }])).toBe('M4 4h7v1h-7zM5 6h1v1h-1z');
    expect(qrSvgPath([])).toBe('');
  });
});
