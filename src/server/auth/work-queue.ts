/**
 * At most `concurrency` jobs at a time, at most `maxWaiting` more waiting their turn; a job beyond that
 * is refused at once (QueueFullError) instead of piling up without end. Used for password hashing, whose
 * cost a burst of requests must not be able to multiply.
 */
export interface WorkQueueLimits {
  concurrency: number;
  maxWaiting: number;
}

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export class BoundedWorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: WorkQueueLimits) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.concurrency) this.running++;
    else if (this.waiting.length >= this.limits.maxWaiting) throw new QueueFullError('work queue is full');
    // The finishing job hands its place straight to the next in line (running stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
