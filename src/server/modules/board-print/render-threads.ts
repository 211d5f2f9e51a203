import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../../domain/errors';
import { BoundedWorkQueue, QueueFullError } from '../../auth/work-queue';
import { threadReply } from '../../core/thread-reply';
import type { RenderJob, RenderReply } from './render-job';

/**
 * Printed boards are made on threads of their own (pdf-worker.ts), never on the event loop: a PDF is
 * 50-100 ms of CPU, and twenty of them in a row once kept every other request waiting for seconds. At
 * most one thread per spare core renders (1 on a 2-core machine, never more than 2, as password hashing),
 * at most `maxWaiting` renders wait for one, and past that a render is refused at once with 503 busy
 * and Retry-After rather than queued without end.
 */
export const RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
export const RENDER_BUSY_MESSAGE = 'Too many printable boards are being made right now. Please try again in a few seconds.';
/** A render takes a tenth of a second: a full queue has drained well within this. */
const BUSY_RETRY_AFTER_SECONDS = 2;

const busy = () => new AppError('busy', RENDER_BUSY_MESSAGE, { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });

/** Where a render thread starts: the worker's own file, TypeScript (through tsx) or bundled JavaScript. */
export type WorkerEntry = { url: URL; typescript: boolean };

/**
 * The worker's file beside this code. Under tsx or vitest this module is its TypeScript source and the
 * worker is pdf-worker.ts next to it; in a build this module is inside dist/server/main.js, and the
 * worker is the bundle beside it (scripts/server-entry-points.mjs names it board-pdf-worker.js).
 */
export function workerEntry(moduleUrl: string = import.meta.url): WorkerEntry {
  return moduleUrl.endsWith('.ts')
    ? { url: new URL('./pdf-worker.ts', moduleUrl), typescript: true }
    : { url: new URL('./board-pdf-worker.js', moduleUrl), typescript: false };
}

/** A thread whose entry is TypeScript registers tsx first (a worker does not inherit the parent's loader). */
const TYPESCRIPT_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ register }) => {
  register();
  return import(workerData.entry);
});
`;

function spawn(entry: WorkerEntry): Worker {
  const worker = entry.typescript
    ? new Worker(TYPESCRIPT_BOOTSTRAP, {
        eval: true,
        // tsx's ESM entry (its CommonJS one cannot register the loader from a worker).
        workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: entry.url.href },
      })
    : new Worker(entry.url);
  // Idle render threads never keep the process alive.
  worker.unref();
  return worker;
}

export class RenderThreads {
  private readonly queue: BoundedWorkQueue;
  private readonly idle: Worker[] = [];
  private readonly started = new Set<Worker>();
  private closed = false;

  constructor(
    maxWaiting: number,
    private readonly entry: WorkerEntry = workerEntry(),
    threads: number = RENDER_THREADS,
  ) {
    this.queue = new BoundedWorkQueue({ concurrency: threads, maxWaiting });
  }

  /** Refuses (503 busy) when a render asked for now would be: checked before a render is counted against anyone. */
  assertRoom(): void {
    const { running, waiting } = this.queue.stats;
    if (running >= this.queue.limits.concurrency && waiting >= this.queue.limits.maxWaiting) throw busy();
  }

  get stats(): { running: number; waiting: number } {
    return this.queue.stats;
  }

  /** The job's PDF, made on a render thread; AppError busy when the threads and their queue are full. */
  async render(job: RenderJob): Promise<Buffer> {
    try {
      return await this.queue.run(() => this.onThread(job));
    } catch (error) {
      if (error instanceof QueueFullError) throw busy();
      throw error;
    }
  }

  /** Stops every thread (the app closes); renders still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.started].map((worker) => worker.terminate()));
    this.started.clear();
    this.idle.length = 0;
  }

  /** Each thread runs one job at a time; the queue never runs more jobs than there are threads. */
  private async onThread(job: RenderJob): Promise<Buffer> {
    if (this.closed) throw new Error('the render threads are closed');
    const worker = this.idle.pop() ?? this.start();
    const reply = await threadReply<RenderReply>(worker, job, 'render').catch((error: unknown) => {
      this.started.delete(worker);
      void worker.terminate();
      throw error;
    });
    if (!this.closed) this.idle.push(worker);
    if ('error' in reply) throw new Error(`render failed: ${reply.error}`);
    return Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength);
  }

  private start(): Worker {
    const worker = spawn(this.entry);
    this.started.add(worker);
    // A thread that fails between jobs is only forgotten (the next job starts another); an 'error' with
    // no listener would take the whole process down.
    worker.on('error', () => undefined).on('exit', () => {
      this.started.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
    return worker;
  }
}
