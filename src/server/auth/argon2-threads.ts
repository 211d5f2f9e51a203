import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { threadReply } from '../core/thread-reply';

/**
 * argon2 on threads of its own, off the event loop. How much CPU they take is bounded by the queue in
 * passwords.ts (one hash per spare core at once): a flood of sign-ups slows sign-ups down (and is refused
 * past the queue) instead of taking the cores that claims need. They run at normal priority: at the
 * lowest (nice 19) a busy machine starved them to a few percent of a core, so a single sign-in could
 * take seconds while the cores were busy with anything else, and the bench showed no gain for claims.
 * Each thread runs one job at a time; callers never run more jobs than threads.
 */
export type Argon2Job = { op: 'hash'; password: string; options: object } | { op: 'verify'; hash: string; password: string };

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
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
    const reply = await threadReply<{ result?: string | boolean; error?: string }>(worker, job, 'argon2').catch((error: unknown) => {
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
