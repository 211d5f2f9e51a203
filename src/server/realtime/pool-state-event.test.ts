import { describe, expect, it } from 'vitest';
import { parsePoolNotification } from './notify';
import { poolStateOfEvent } from './pool-state-event';

const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const state = { status: 'active', name: 'Office Pool', refundState: null, rowDigits: digits, columnDigits: [...digits].reverse(), digitSets: null, drawnAtMs: 1_795_000_000_000, seed: 'ab'.repeat(32) };

describe("a pool event's state (migration 0023)", () => {
  it('reads the state a trigger writes, timestamps as dates', () => {
    expect(poolStateOfEvent(state)).toEqual({ ...state, drawnAtMs: undefined, drawnAt: new Date(1_795_000_000_000) });
    expect(poolStateOfEvent({ ...state, rowDigits: null, columnDigits: null, drawnAtMs: null, seed: null })).toMatchObject({ drawnAt: null, seed: null });
    const sets = Array.from({ length: 4 }, () => ({ rows: digits, columns: digits }));
    expect(poolStateOfEvent({ ...state, digitSets: sets })?.digitSets).toEqual(sets);
  });

  it('carries no state when anything is not as written, so the pool is read again', () => {
    for (const broken of [
      null,
      'active',
      { ...state, status: 3 },
      { ...state, status: 'paused' },
      { ...state, refundState: 'maybe' },
      { ...state, rowDigits: [1, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
      { ...state, digitSets: [{ rows: digits, columns: digits }] },
      { ...state, drawnAtMs: 'yesterday' },
      { ...state, name: undefined },
    ]) {
      expect(poolStateOfEvent(broken), JSON.stringify(broken)).toBeNull();
    }
  });

  it('a pool event with a state keeps it; a bare one has none', () => {
    expect(parsePoolNotification(JSON.stringify({ type: 'pool', poolId: 4, version: 9, state }))).toMatchObject({ type: 'pool', poolId: 4, version: 9, state: { status: 'active' } });
    expect(parsePoolNotification(JSON.stringify({ type: 'pool', poolId: 4, version: 9 }))).toEqual({ type: 'pool', poolId: 4, version: 9 });
  });
});
