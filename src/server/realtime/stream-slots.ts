import type { StreamCapacity } from './stream-capacity';

/** Why a stream was not let in: its client holds its share already, or the process holds all it can. */
export type StreamRefusal = 'too_many_streams' | 'busy';

/** One admitted stream's place; release() gives it back, and only the first call counts. */
export interface StreamSlot {
  release(): void;
}

/**
 * The live streams this process holds, per client and in all (D20). In memory, not in the rate_limits
 * table: a stream lives on one process's socket and ends with it, so its count must too — a row would
 * outlive a process that crashed, and cost a write per stream opened. Across processes the proxy in front
 * bounds connections per address (docs/operations.md, Limits and quotas).
 */
export class StreamSlots {
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(readonly capacity: StreamCapacity) {}

  /** Streams held now, in all. */
  get held(): number {
    return this.total;
  }

  /** Streams `client` holds now. */
  heldBy(client: string): number {
    return this.byClient.get(client) ?? 0;
  }

  /** Whether a stream of `client` would be refused now, and why; null = it would be let in. */
  refusal(client: string): StreamRefusal | null {
    if (this.heldBy(client) >= this.capacity.perClient) return 'too_many_streams';
    if (this.total >= this.capacity.perProcess) return 'busy';
    return null;
  }

  /** A place for one more stream of `client`, or why there is none. */
  take(client: string): StreamSlot | StreamRefusal {
    const refused = this.refusal(client);
    if (refused) return refused;
    this.byClient.set(client, this.heldBy(client) + 1);
    this.total += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        const left = this.heldBy(client) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      },
    };
  }
}
