import type { Worker } from 'node:worker_threads';

/**
 * Posts `job` to a worker thread that answers each job with one message, and waits for that answer. The
 * thread failing or exiting first rejects (`name` says which kind of thread in the error). The listeners
 * come off either way, so a thread kept for the next job carries none of this one's.
 */
export function threadReply<Reply>(worker: Worker, job: unknown, name: string): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const onMessage = (message: Reply) => settle(() => resolve(message));
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) => settle(() => reject(new Error(`${name} thread exited (${code})`)));
    const settle = (done: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      done();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
  });
}
