/**
 * The four scoring periods of a pool (spec section 9, DESIGN D3). Each is decided by the cumulative
 * score when it ends; FINAL includes overtime.
 */

export const PERIODS = ['Q1', 'Q2', 'Q3', 'FINAL'] as const;
export type Period = (typeof PERIODS)[number];

const LABELS: Record<Period, string> = {
  Q1: '1st Quarter',
  Q2: 'Halftime',
  Q3: '3rd Quarter',
  FINAL: 'Final Score',
};

export function isPeriod(value: unknown): value is Period {
  return (PERIODS as readonly unknown[]).includes(value);
}

// Periods often arrive from the database as plain strings; a typo must fail loudly, not print "undefined".
function assertPeriod(p: Period): void {
  if (!isPeriod(p)) throw new RangeError(`Unknown scoring period: ${String(p)}`);
}

export function periodLabel(p: Period): string {
  assertPeriod(p);
  return LABELS[p];
}

/** 1..4, as used in "Quarter {n} Winner!". */
export function periodNumber(p: Period): number {
  assertPeriod(p);
  return PERIODS.indexOf(p) + 1;
}
