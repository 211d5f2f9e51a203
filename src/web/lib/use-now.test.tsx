// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNowUntilNext } from './use-now';

const START = Date.parse('2026-11-20T15:00:00.000Z');
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useNowUntilNext', () => {
  it('re-reads the clock as each moment passes, the past ones ignored, and stops after the last', async () => {
    const moments = [START - MINUTE, START + 2 * MINUTE, START + 5 * MINUTE];
    const { result } = renderHook(() => useNowUntilNext(moments));
    expect(result.current).toBe(START);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(result.current).toBe(START);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE + 100));
    expect(result.current).toBeGreaterThan(START + 2 * MINUTE);
    expect(result.current).toBeLessThan(START + 5 * MINUTE);
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE));
    expect(result.current).toBeGreaterThan(START + 5 * MINUTE);
    expect(vi.getTimerCount()).toBe(0);
  });
});
