import { describe, expect, it } from 'vitest';
import { BoundedWorkQueue, QueueFullError } from './work-queue';

/** A job that runs until the test lets it finish. */
function heldJob() {
  let release!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    job: async () => {
      started = true;
      await done;
      return 'done';
    },
    release: () => release(),
    get started() {
      return started;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedWorkQueue', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting` more and refuses the next at once', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 2, maxWaiting: 3 });
    const jobs = Array.from({ length: 5 }, () => heldJob());
    const results = jobs.map((j) => queue.run(j.job));
    await tick();
    expect(jobs.map((j) => j.started)).toEqual([true, true, false, false, false]);
    expect(queue.stats).toEqual({ running: 2, waiting: 3 });
    await expect(queue.run(async () => 'sixth')).rejects.toBeInstanceOf(QueueFullError);

    jobs[0]!.release();
    await tick();
    expect(jobs.map((j) => j.started)).toEqual([true, true, true, false, false]);
    expect(queue.stats).toEqual({ running: 2, waiting: 2 });
    // There is room in the line again.
    const extra = heldJob();
    const extraResult = queue.run(extra.job);
    expect(queue.stats.waiting).toBe(3);

    for (const j of [...jobs, extra]) j.release();
    expect(await Promise.all([...results, extraResult])).toEqual(Array(6).fill('done'));
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a job that fails', async () => {
    const queue = new BoundedWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('argon2 exploded')))).rejects.toThrow('argon2 exploded');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.stats).toEqual({ running: 0, waiting: 0 });
  });
});
