import { isDigitPermutation } from '../../domain/scoring';
import { isPoolStatus } from '../../domain/status';
import type { PoolRow } from '../db/schema';

/**
 * The pool state a pool's change event carries when the change is only to what a board shows of the
 * pool row (migration 0023): status, name, refund state, digits and per-period sets, the draw's time and
 * (once drawn) its seed. The read model applies it to the pool it keeps without a query.
 */
export type PoolStateOfEvent = Pick<PoolRow, 'status' | 'name' | 'refundState' | 'rowDigits' | 'columnDigits' | 'digitSets' | 'drawnAt'> & {
  /** The draw's seed once the digits are drawn; null before (it is the draw's secret until then, D4). */
  seed: string | null;
};

const isDigits = (value: unknown): value is number[] => isDigitPermutation(value);
const nullable = <T>(value: unknown, is: (v: unknown) => v is T): value is T | null => value === null || is(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isRefundState = (value: unknown): value is 'pending' | 'refunded' => value === 'pending' || value === 'refunded';
const isSet = (value: unknown): value is { rows: number[]; columns: number[] } =>
  typeof value === 'object' && value !== null && isDigits((value as { rows?: unknown }).rows) && isDigits((value as { columns?: unknown }).columns);
const isSets = (value: unknown): value is { rows: number[]; columns: number[] }[] => Array.isArray(value) && value.length === 4 && value.every(isSet);

/** The state an event carries, or null when it carries none or anything about it is not as written (watchers then read the pool). */
export function poolStateOfEvent(value: unknown): PoolStateOfEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  const drawnAtMs = s.drawnAtMs;
  if (!isPoolStatus(s.status) || !isText(s.name) || !nullable(s.refundState, isRefundState) || !nullable(s.seed, isText)) return null;
  if (!nullable(s.rowDigits, isDigits) || !nullable(s.columnDigits, isDigits) || !nullable(s.digitSets, isSets)) return null;
  if (drawnAtMs !== null && !Number.isSafeInteger(drawnAtMs)) return null;
  return {
    status: s.status,
    name: s.name,
    refundState: s.refundState,
    rowDigits: s.rowDigits,
    columnDigits: s.columnDigits,
    digitSets: s.digitSets,
    drawnAt: drawnAtMs === null ? null : new Date(drawnAtMs as number),
    seed: s.seed,
  };
}
