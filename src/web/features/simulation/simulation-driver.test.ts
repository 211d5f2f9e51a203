import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coordinate } from '../../../domain/board';
import { seededRandom } from '../../../domain/random';
import { createSimulationDriver, type SimulationDriver } from './simulation-driver';
import { PRACTICE_AVAILABLE_SQUARES, type SimulationNotice } from './simulation-machine';

function setup(seed = 11, available?: readonly Coordinate[]) {
  const notices: SimulationNotice[] = [];
  const driver = createSimulationDriver({
    random: seededRandom(seed),
    onNotice: (notice) => notices.push(notice),
    ...(available ? { available } : {}),
  });
  const disconnect = driver.connect();
  return { driver, notices, disconnect };
}

function pickAll(driver: SimulationDriver, squares: readonly Coordinate[] = PRACTICE_AVAILABLE_SQUARES) {
  for (const square of squares) driver.toggle(square);
}

describe('simulation driver (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-starts exactly 1 s after the fifth square, then plays a quarter every 2 s', () => {
    const { driver, notices } = setup();
    pickAll(driver, PRACTICE_AVAILABLE_SQUARES.slice(0, 4));
    vi.advanceTimersByTime(5000);
    expect(driver.getState().phase).toBe('selecting');

    driver.toggle(PRACTICE_AVAILABLE_SQUARES[4] as Coordinate);
    vi.advanceTimersByTime(999);
    expect(driver.getState().phase).toBe('selecting');
    vi.advanceTimersByTime(1);
    expect(driver.getState().phase).toBe('playing');
    expect(driver.getState().draw).not.toBeNull();
    expect(notices.at(-1)?.kind).toBe('started');

    for (let q = 1; q <= 4; q++) {
      vi.advanceTimersByTime(1999);
      expect(driver.getState().results).toHaveLength(q - 1);
      vi.advanceTimersByTime(1);
      expect(driver.getState().results).toHaveLength(q);
      expect(notices.at(-1)).toMatchObject({ kind: 'quarter', result: { quarter: q } });
    }
    expect(driver.getState().phase).toBe('complete');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(driver.getState().results).toHaveLength(4);
  });

  it('deselecting within the second cancels the auto-start; choosing the fifth again restarts the full second', () => {
    const { driver } = setup();
    pickAll(driver);
    vi.advanceTimersByTime(800);
    driver.toggle(PRACTICE_AVAILABLE_SQUARES[2] as Coordinate);
    vi.advanceTimersByTime(5000);
    expect(driver.getState().phase).toBe('selecting');
    expect(vi.getTimerCount()).toBe(0);
    driver.toggle(PRACTICE_AVAILABLE_SQUARES[2] as Coordinate);
    vi.advanceTimersByTime(999);
    expect(driver.getState().phase).toBe('selecting');
    vi.advanceTimersByTime(1);
    expect(driver.getState().phase).toBe('playing');
  });

  it('the manual start with fewer than 5 gives the select-five notice and starts nothing', () => {
    const { driver, notices } = setup();
    driver.start();
    expect(notices).toEqual([{ kind: 'select-five', seq: 1, selected: 0 }]);
    pickAll(driver, PRACTICE_AVAILABLE_SQUARES.slice(0, 3));
    driver.start();
    expect(notices.at(-1)).toMatchObject({ kind: 'select-five', selected: 3 });
    vi.advanceTimersByTime(10_000);
    expect(driver.getState().phase).toBe('selecting');
  });

  it('the manual start with 5 starts at once and drops the pending auto-start', () => {
    const { driver, notices } = setup();
    pickAll(driver);
    driver.start();
    expect(driver.getState().phase).toBe('playing');
    expect(notices.filter((n) => n.kind === 'started')).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(notices.filter((n) => n.kind === 'started')).toHaveLength(1);
    expect(driver.getState().results).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(driver.getState().results).toHaveLength(1);
  });

  it('a sixth square gives the maximum-reached notice (board with six open squares)', () => {
    const six = [...PRACTICE_AVAILABLE_SQUARES, { row: 9, column: 9 }];
    const { driver, notices } = setup(11, six);
    pickAll(driver);
    driver.toggle({ row: 9, column: 9 });
    expect(notices.at(-1)?.kind).toBe('maximum-reached');
    expect(driver.getState().selected).toHaveLength(5);
  });

  it('reset mid-game clears everything and stops the quarter timer', () => {
    const { driver } = setup();
    pickAll(driver);
    vi.advanceTimersByTime(1000 + 2000);
    expect(driver.getState().results).toHaveLength(1);
    const labelsBefore = driver.getState().labels;
    driver.reset();
    const state = driver.getState();
    expect(state).toMatchObject({ phase: 'selecting', selected: [], draw: null, results: [], notice: null });
    expect(state.labels).not.toEqual(labelsBefore);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(driver.getState().phase).toBe('selecting');
  });

  it('notifies subscribers on every change, and not for ignored actions', () => {
    const { driver } = setup();
    const listener = vi.fn();
    const unsubscribe = driver.subscribe(listener);
    driver.toggle({ row: 0, column: 0 }); // taken: ignored
    expect(listener).not.toHaveBeenCalled();
    driver.toggle(PRACTICE_AVAILABLE_SQUARES[0] as Coordinate);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    driver.toggle(PRACTICE_AVAILABLE_SQUARES[0] as Coordinate);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs timers only while connected (unmount stops the game; a remount resumes it)', () => {
    const { driver, disconnect } = setup();
    pickAll(driver);
    disconnect();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(driver.getState().phase).toBe('selecting');
    disconnect(); // idempotent
    const reconnect = driver.connect();
    vi.advanceTimersByTime(1000);
    expect(driver.getState().phase).toBe('playing');
    reconnect();
  });

  it('replays identically from the same seed', () => {
    const play = (seed: number) => {
      const { driver } = setup(seed);
      pickAll(driver);
      vi.advanceTimersByTime(1000 + 4 * 2000);
      return driver.getState();
    };
    const a = play(5);
    const b = play(5);
    expect(a.phase).toBe('complete');
    expect(a).toEqual(b);
  });
});
