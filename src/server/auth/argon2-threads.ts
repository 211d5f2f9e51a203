import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * argon2 on threads of its own, at the lowest CPU priority (nice 19, on Linux, where a thread's nice
 * value is its own). Hashing then takes only what the event loop and PostgreSQL leave over: a flood of sign-ups
 * slows sign-ups down (the bounded queue in passwords.ts refuses what cannot wait) instead of taking the
 * cores that claims need. Each thread runs one job at a time; callers never run more jobs than threads.
 */
export type Argon2Job = { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Linux keeps a nice value per thread; elsewhere this would lower the whole process, so it is not done.
if (process.platform === 'linux') { try { require('node:os').setPriority(19); } catch {} }
const argon2 = require(workerData.argon2Path);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message ? error.message : error) });
  }
});
`;

const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');

export class Argon2Threads {
  private readonly idle: Worker[] = [];

  async run(job: Argon2Job): Promise<string | boolean> {
    const worker = this.idle.pop() ?? spawn();
    const reply = await new Promise<{ result?: string | boolean; error?: string }>((resolve, reject) => {
      const onMessage = (message: { result?: string | boolean; error?: string }) => settle(() => resolve(message));
      const onError = (error: Error) => settle(() => reject(error));
      const onExit = (code: number) => settle(() => reject(new Error(`argon2 thread exited (${code})`)));
      const settle = (done: () => void) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        done();
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(job);
    }).catch((error: unknown) => {
      void worker.terminate();
      throw error;
    });
    this.idle.push(worker);
    if (reply.error !== undefined) throw new Error(reply.error);
    return reply.result!;
  }
}

function spawn(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { argon2Path } });
  // Idle hashing threads never keep the process alive.
  worker.unref();
  return worker;
}
