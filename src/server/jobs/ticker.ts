import type { AppMetrics } from '../ops/metrics';

/** Where a ticker reports how late each tick started; seconds. */
export type LagObserver = (lateSeconds: number) => void;

/** The ticker's series of squares_ticker_lag_seconds (none without metrics). */
export function lagOf(metrics: Pick<AppMetrics, 'tickerLag'> | undefined, ticker: 'lifecycle' | 'payments' | 'outbox'): LagObserver | undefined {
  return metrics && ((seconds) => metrics.tickerLag.observe({ ticker }, seconds));
}

export interface TickerOptions {
  intervalMs: number;
  /** One pass; a rejection goes to `failed` and the next slot tries again. */
  tick: () => Promise<void>;
  failed: (error: unknown) => void;
  lag?: LagObserver | undefined;
}

/**
 * Runs `tick` every `intervalMs`, never overlapping itself, until the returned stop (which waits for a
 * running tick). Each tick's lateness is reported: against the slot it was due (the previous slot plus
 * the interval, as Node schedules an interval), or, when slots went by while a tick still ran, against
 * the first slot it missed; so a slow tick shows as lag of the one after it.
 */
export function startTicker(options: TickerOptions): () => Promise<void> {
  const { intervalMs, tick, failed, lag } = options;
  let running: Promise<unknown> | undefined;
  let lastSlot = performance.now();
  let missedSince: number | undefined;
  const timer = setInterval(() => {
    const now = performance.now();
    const due = lastSlot + intervalMs;
    lastSlot = now;
    if (running) {
      missedSince ??= due;
      return;
    }
    lag?.(Math.max(0, now - (missedSince ?? due)) / 1000);
    missedSince = undefined;
    running = tick()
      .catch(failed)
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
