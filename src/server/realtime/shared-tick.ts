/**
 * One timer for every live stream of the process: 20,000 streams with a timer each cost
 * 20,000 timers in the event loop's lists and a wake-up per stream; one tick that walks the open streams
 * costs one timer and a few microseconds per stream and second. The timer exists only while some member
 * is joined, and is unref'd so it never keeps a process alive on its own.
 */
export class SharedTick {
  /** Objects, not the functions themselves: two members with the same function stay two members. */
  private readonly members = new Set<{ readonly onTick: () => void }>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(readonly intervalMs: number) {}

  /** Calls `onTick` at every tick from now on; the returned function leaves (and stops the timer after the last member). */
  join(onTick: () => void): () => void {
    const member = { onTick };
    this.members.add(member);
    this.timer ??= setInterval(() => this.run(), this.intervalMs).unref();
    return () => {
      if (this.members.delete(member) && this.members.size === 0) this.stop();
    };
  }

  get size(): number {
    return this.members.size;
  }

  /** Members may leave during the walk (a stream dropped at its tick): a Set's iteration allows it. */
  private run(): void {
    for (const member of this.members) member.onTick();
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

/** The process's stream tick: once a second, fine enough for heartbeats (15-25 s) and drain checks (10 s). */
export const streamTick = new SharedTick(1_000);
