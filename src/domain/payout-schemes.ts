/**
 * How the winners' prize is split across Q1, Q2, Q3 and FINAL (DESIGN D1). The spec states two
 * splits: 25/25/25/25 (How to Play, worked example, tier maximums) and 20/30/20/30 (pool rules card).
 * Public pools use the equal split; private pools choose one, or custom percentages, at creation.
 * Shares are basis points (1 bp = 0.01%) so every valid split is whole numbers summing to 10000.
 */
import { parseHundredths } from './hundredths';
import { PERIODS } from './periods';

export const BPS_TOTAL = 10_000;

export type PayoutSchemeName = 'equal' | 'halftime-heavy' | 'custom';
export type PayoutScheme = { name: PayoutSchemeName; periodBps: [number, number, number, number] };

// Frozen because these objects are shared: one accidental write would change every pool's payout.
function frozen(scheme: PayoutScheme): PayoutScheme {
  Object.freeze(scheme.periodBps);
  return Object.freeze(scheme);
}

export const PAYOUT_SCHEMES: { readonly equal: PayoutScheme; readonly 'halftime-heavy': PayoutScheme } =
  Object.freeze({
    equal: frozen({ name: 'equal', periodBps: [2500, 2500, 2500, 2500] }),
    'halftime-heavy': frozen({ name: 'halftime-heavy', periodBps: [2000, 3000, 2000, 3000] }),
  });

export const PUBLIC_POOL_SCHEME: PayoutScheme = PAYOUT_SCHEMES.equal;

export type SchemeValidation = { ok: true; scheme: PayoutScheme } | { ok: false; message: string };

const NAMES: readonly string[] = ['equal', 'halftime-heavy', 'custom'];

/** Checks untrusted input (API bodies, database rows); on success returns a fresh copy. */
export function validatePayoutScheme(scheme: unknown): SchemeValidation {
  if (typeof scheme !== 'object' || scheme === null) return fail('Payout scheme must be an object');
  const { name, periodBps } = scheme as Record<string, unknown>;
  if (typeof name !== 'string' || !NAMES.includes(name)) {
    return fail(`Payout scheme name must be one of ${NAMES.join(', ')}`);
  }
  if (!Array.isArray(periodBps) || periodBps.length !== PERIODS.length) {
    return fail('Payout scheme must give exactly 4 period shares (Q1, Q2, Q3, final)');
  }
  const shares: unknown[] = periodBps;
  if (!shares.every((b) => Number.isInteger(b) && (b as number) >= 0 && (b as number) <= BPS_TOTAL)) {
    return fail('Each period share must be a whole number of basis points from 0 to 10000');
  }
  const bps = shares as [number, number, number, number];
  const total = bps.reduce((sum, b) => sum + b, 0);
  if (total !== BPS_TOTAL) {
    return fail(`Period shares must add up to 100% (10000 basis points), got ${total}`);
  }
  if (name !== 'custom') {
    // A named scheme is a promise shown to players; its numbers cannot drift from the name.
    const named = PAYOUT_SCHEMES[name as 'equal' | 'halftime-heavy'];
    if (bps.some((b, i) => b !== named.periodBps[i])) {
      return fail(`The ${name} scheme must be ${describeScheme(named)}`);
    }
  }
  return { ok: true, scheme: { name: name as PayoutSchemeName, periodBps: [...bps] } };
}

function fail(message: string): SchemeValidation {
  return { ok: false, message };
}

/** A private pool's own split, from percentages such as [10, 20, 30, 40] or [12.5, 12.5, 37.5, 37.5]. */
export function customScheme(percentages: number[]): PayoutScheme {
  if (!Array.isArray(percentages) || percentages.length !== PERIODS.length) {
    throw new RangeError('A custom payout needs exactly 4 percentages (Q1, Q2, Q3, final)');
  }
  const bps = percentages.map((p, i) => {
    const parsed = parseHundredths(p);
    if (!parsed.ok) throw new RangeError(`Percentage for ${PERIODS[i]} (${String(p)}) ${parsed.problem}`);
    return parsed.value;
  });
  const total = bps.reduce((sum, b) => sum + b, 0);
  if (total !== BPS_TOTAL) {
    throw new RangeError(`Custom payout percentages must add up to 100, got ${describeBps(total)}`);
  }
  return { name: 'custom', periodBps: bps as [number, number, number, number] };
}

/** 2500 -> "25%", 1250 -> "12.5%", 3333 -> "33.33%". */
function describeBps(bps: number): string {
  const whole = Math.floor(bps / 100);
  const hundredths = bps % 100;
  if (hundredths === 0) return `${whole}%`;
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}%`;
}

/** "25% / 25% / 25% / 25%" for rules cards and How to Play. */
export function describeScheme(scheme: PayoutScheme): string {
  return scheme.periodBps.map(describeBps).join(' / ');
}
