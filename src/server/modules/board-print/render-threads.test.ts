import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { examplePool } from '../../../domain/pool.test-fixtures';
import { printableBoard } from '../../../domain/printable-board';
import { RENDER_BUSY_MESSAGE, RenderThreads, workerEntry } from './render-threads';

const job = (poolId: number) => ({
  board: printableBoard({ pool: examplePool({ id: poolId }), squares: [], joinUrl: `https://squares.example/pool/${poolId}` }),
  paper: 'letter' as const,
  createdAt: new Date('2026-11-20T12:00:00.000Z'),
});

describe('RenderThreads: printed boards made off the event loop', () => {
  // One thread, one render waiting: the third render asked for at once is refused.
  const threads = new RenderThreads(1, workerEntry(), 1);
  afterAll(() => threads.close());

  it('makes a one-page PDF of the board on a thread of its own', async () => {
    const pdf = await threads.render(job(1));
    const file = await PDFDocument.load(pdf);
    expect(file.getPageCount()).toBe(1);
    expect(Math.round(file.getPage(0).getWidth())).toBe(612);
  });

  it('refuses at once with 503 busy and Retry-After when the threads and their queue are full, and makes the others', async () => {
    const running = threads.render(job(2));
    const waiting = threads.render(job(3));
    expect(threads.stats).toEqual({ running: 1, waiting: 1 });
    expect(() => threads.assertRoom()).toThrow(RENDER_BUSY_MESSAGE);
    await expect(threads.render(job(4))).rejects.toMatchObject({ code: 'busy', status: 503, retryAfterSeconds: 2, message: RENDER_BUSY_MESSAGE });
    const made = await Promise.all([running, waiting]);
    expect(made.map((pdf) => pdf.subarray(0, 5).toString('latin1'))).toEqual(['%PDF-', '%PDF-']);
    expect(threads.stats).toEqual({ running: 0, waiting: 0 });
    expect(() => threads.assertRoom()).not.toThrow();
  });
});

describe('workerEntry: the render thread beside the code that starts it', () => {
  it('is the TypeScript source under tsx and vitest, and the bundle beside main.js in a build', () => {
    expect(workerEntry('file:///app/src/server/modules/board-print/render-threads.ts')).toEqual({
      url: new URL('file:///app/src/server/modules/board-print/pdf-worker.ts'),
      typescript: true,
    });
    expect(workerEntry('file:///app/dist/server/main.js')).toEqual({ url: new URL('file:///app/dist/server/board-pdf-worker.js'), typescript: false });
  });
});
