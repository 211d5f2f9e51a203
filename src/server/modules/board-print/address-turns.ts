import { AppError } from '../../../domain/errors';

/** Requests of one address that may wait for their turn; past this they are refused at once. */
export const MAX_WAITING_PER_ADDRESS = 8;

export const TOO_MANY_AT_ONCE_MESSAGE = 'Too many printable boards asked for at once from your address. Try again in 1 second.';

/**
 * One address's printable-board requests are handled one after another, each up to the moment its PDF is
 * had (a copy, a 304) or its render has started, and at most MAX_WAITING_PER_ADDRESS wait their turn:
 * one address can never keep more than one request's reads and decisions going at once (on the embedded
 * database, a hundred parallel reads of distinct pools hold the event loop for seconds), and a flood
 * from it is refused at once, in memory, with 429 and Retry-After. A person prints one board at a time;
 * copies already made take a millisecond, so an office behind one address hardly waits.
 */
export class AddressTurns {
  private readonly queues = new Map<string, { tail: Promise<void>; pending: number }>();

  constructor(private readonly maxWaiting: number = MAX_WAITING_PER_ADDRESS) {}

  /** Runs `step` once the address's earlier steps have settled; refused (429) when too many wait already. */
  run<T>(address: string, step: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(address);
    if (!queue) this.queues.set(address, (queue = { tail: Promise.resolve(), pending: 0 }));
    // One going and maxWaiting waiting.
    if (queue.pending > this.maxWaiting) return Promise.reject(new AppError('rate_limited', TOO_MANY_AT_ONCE_MESSAGE, { retryAfterSeconds: 1 }));
    queue.pending++;
    const mine = queue.tail.then(step);
    const settled = () => {
      queue.pending--;
      if (queue.pending === 0 && this.queues.get(address) === queue) this.queues.delete(address);
    };
    queue.tail = mine.then(settled, settled);
    return mine;
  }

  /** Addresses with a request going or waiting. */
  get size(): number {
    return this.queues.size;
  }
}
