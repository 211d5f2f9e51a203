/**
 * Runs the simulation machine in time: holds the state, feeds actions through the pure reducer,
 * draws randomness from the injected source, and keeps exactly the one timer pendingTimer() asks
 * for (auto-start 1 s after the fifth square, then a quarter every 2 s). React subscribes to it with
 * useSyncExternalStore; tests drive it with fake timers. Timers run only while connected, so a
 * component connects on mount and disconnects on unmount (StrictMode's double mount is harmless).
 */
import type { Coordinate } from '../../../domain/board';
import { type RandomSource } from '../../../domain/random';
import {
  PRACTICE_AVAILABLE_SQUARES,
  drawGame,
  newSimulation,
  pendingTimer,
  simulationReducer,
  takenSquareLabels,
  type SimulationAction,
  type SimulationNotice,
  type SimulationState,
} from './simulation-machine';

export type SimulationDriverOptions = {
  /** Defaults to Math.random; pass seededRandom(n) for a replayable game. */
  random?: RandomSource;
  /** Called once for every new notice (for toasts). */
  onNotice?: (notice: SimulationNotice, state: SimulationState) => void;
  /** The squares open to the player; the spec's five fixed ones by default. */
  available?: readonly Coordinate[];
};

export type SimulationDriver = {
  getState: () => SimulationState;
  subscribe: (listener: () => void) => () => void;
  toggle: (square: Coordinate) => void;
  /** The manual start: refused with a notice unless exactly five squares are chosen. */
  start: () => void;
  reset: () => void;
  /** Starts running timers; returns the function that stops them. */
  connect: () => () => void;
};

export function createSimulationDriver(options: SimulationDriverOptions = {}): SimulationDriver {
  const random = options.random ?? Math.random;
  const available = options.available ?? PRACTICE_AVAILABLE_SQUARES;
  let state = newSimulation(random, available);
  const listeners = new Set<() => void>();
  let connections = 0;
  let timer: { key: string; id: ReturnType<typeof setTimeout> } | null = null;

  function clearTimer(): void {
    if (timer) clearTimeout(timer.id);
    timer = null;
  }

  function syncTimer(): void {
    const wanted = connections > 0 ? pendingTimer(state) : null;
    if (timer && wanted && timer.key === wanted.key) return;
    clearTimer();
    if (!wanted) return;
    const id = setTimeout(() => {
      timer = null;
      if (wanted.kind === 'auto-start') dispatch({ type: 'start', draw: drawGame(random) });
      else dispatch({ type: 'quarter-end' });
    }, wanted.delayMs);
    timer = { key: wanted.key, id };
  }

  function dispatch(action: SimulationAction): void {
    const previous = state;
    state = simulationReducer(state, action);
    if (state === previous) return;
    syncTimer();
    for (const listener of [...listeners]) listener();
    if (state.notice && state.notice !== previous.notice) options.onNotice?.(state.notice, state);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    toggle: (square) => dispatch({ type: 'toggle', square }),
    start: () => dispatch({ type: 'start', draw: drawGame(random) }),
    reset: () => dispatch({ type: 'reset', labels: takenSquareLabels(random, available) }),
    connect() {
      connections++;
      syncTimer();
      let connected = true;
      return () => {
        if (!connected) return;
        connected = false;
        connections--;
        syncTimer();
      };
    },
  };
}
