/**
 * Claims on one pool in one process take turns. Two claims racing on one board in the same process
 * would both check it against the same version, and one of them would lose the compare-and-set and pay
 * a fresh read and a second attempt (a quarter of all claims at saturation with 200 players on 600
 * boards: `npm run bench -- events`). Waiting for the claim ahead instead costs one statement's round
 * trip, and the claim then checks against the board that claim left in the BoardCache. Claims of
 * different pools never wait for each other; processes still race, and the compare-and-set decides.
 */
export class PoolTurns {
  private readonly tails = new Map<number, Promise<void>>();
  private stopped = false;

  /** Runs `work` once every earlier claim of this pool in this process has finished, however it finished. */
  take<T>(poolId: number, work: () => Promise<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new Error('claims are closed: the process is shutting down'));
    const ahead = this.tails.get(poolId);
    const mine = ahead ? ahead.then(work) : work();
    const tail = mine.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(poolId, tail);
    void tail.then(() => {
      if (this.tails.get(poolId) === tail) this.tails.delete(poolId);
    });
    return mine;
  }

  /** Pools with a claim running or waiting (tests). */
  get busyPools(): number {
    return this.tails.size;
  }

  /** Shutdown: no claim takes a turn any more; resolves once the claims already taking turns have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    while (this.tails.size > 0) await Promise.all(this.tails.values());
  }

  get isStopped(): boolean {
    return this.stopped;
  }
}
