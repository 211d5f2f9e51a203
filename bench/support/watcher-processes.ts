import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FdLimits } from './process-limits';
import type { WatcherCommand, WatcherReply } from './stream-watchers';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'stream-watchers.ts');

/** One stream-watchers.ts process: commands sent in turn, each answered in order. */
export class WatcherProcess {
  private readonly waiting: { resolve: (reply: WatcherReply) => void; reject: (error: Error) => void }[] = [];
  private exited: Error | null = null;

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: WatcherReply) => this.waiting.shift()?.resolve(reply));
    child.on('exit', (code) => {
      this.exited = new Error(`a stream watcher process exited (${code})`);
      for (const waiter of this.waiting.splice(0)) waiter.reject(this.exited);
    });
  }

  /**
   * Starts one, its open-file limit raised to the hard limit first (a shell's `ulimit -n`, which a
   * process may do for itself), and waits until it is ready: its limits.
   */
  static async start(): Promise<{ process: WatcherProcess; limits: FdLimits }> {
    const child = spawn('sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, '--import', 'tsx', CHILD], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const watcher = new WatcherProcess(child);
    const ready = await watcher.next();
    if (ready.type !== 'ready') throw new Error(`a stream watcher process said '${ready.type}' first`);
    return { process: watcher, limits: ready.limits };
  }

  /** Sends a command and waits for its answer, of the command's own type. */
  async ask<T extends WatcherReply['type']>(command: WatcherCommand & { type: T }): Promise<Extract<WatcherReply, { type: T }>> {
    const answer = this.next();
    this.child.send(command);
    const reply = await answer;
    if (reply.type !== command.type) throw new Error(`a stream watcher process answered '${command.type}' with '${reply.type}'`);
    return reply as Extract<WatcherReply, { type: T }>;
  }

  /** Closes its streams and waits for it to exit. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const exit = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.send({ type: 'exit' } satisfies WatcherCommand);
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private next(): Promise<WatcherReply> {
    if (this.exited) return Promise.reject(this.exited);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }
}
