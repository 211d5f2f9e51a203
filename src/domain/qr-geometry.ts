/**
 * A QR code as vector shapes (the printed board's join link). The QR library makes the module
 * matrix (web and server each call it: the domain imports no packages); this turns the dark modules into
 * horizontal runs, drawn as SVG on the print view and as rectangles in the PDF, so both print exactly
 * the same symbol, sharp at any size.
 */

/** The QR library's module matrix (qrcode's BitMatrix satisfies it). */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/**
 * Error correction M (15% of the symbol may be lost): a board pinned on a wall gets creased and
 * scribbled on, and a join link stays a small symbol (version 3 or 4) at M.
 */
export const QR_ERROR_CORRECTION = 'M';

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004: four). */
export const QR_QUIET_ZONE = 4;

/** A run of dark modules on one row, in modules from the top left of the quiet zone. */
export type QrRun = { x: number; y: number; length: number };

/** Modules per side including the quiet zone on both sides. */
export function qrExtent(modules: QrModules): number {
  return modules.size + 2 * QR_QUIET_ZONE;
}

export function qrDarkRuns(modules: QrModules): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && Boolean(modules.get(row, column));
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ x: start + QR_QUIET_ZONE, y: row + QR_QUIET_ZONE, length: column - start });
        start = -1;
      }
    }
  }
  return runs;
}

/** One SVG path for every run ("M4 4h7v1h-7z…"), in a viewBox of qrExtent() modules. */
export function qrSvgPath(runs: readonly QrRun[]): string {
  return runs.map((run) => `M${run.x} ${run.y}h${run.length}v1h-${run.length}z`).join('');
}
