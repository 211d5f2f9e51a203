import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client';
import { eachPoolApart, runHerd, type HerdBatch, type HerdPage } from './herd';
import type { UseCaseContext } from './use-case';

/** A herd of pools 1..count taken a page at a time, as a use case's query would (ids after the page's start, in order). */
function pagesOf(count: number, seen: HerdPage[]) {
  return async (page: HerdPage): Promise<HerdBatch<number>> => {
    seen.push(page);
    const ids = Array.from({ length: count }, (_, i) => i + 1).filter((id) => id > page.afterPoolId).slice(0, page.limit);
    return { results: ids, pools: ids.length, lastPoolId: ids.at(-1) ?? page.afterPoolId };
  };
}

describe('runHerd', () => {
  it.each([
    { count: 1201, batch: 500, pages: [0, 500, 1000], batches: 3 },
    { count: 1000, batch: 500, pages: [0, 500, 1000], batches: 2 }, // the last page finds nothing: no batch
    { count: 0, batch: 500, pages: [0], batches: 0 },
    { count: 49, batch: 50, pages: [0], batches: 1 },
  ])('$count pools in pages of $batch', async ({ count, batch, pages, batches }) => {
    const seen: HerdPage[] = [];
    let told = 0;
    const results = await runHerd({ batchSize: batch, onBatch: () => void told++ }, pagesOf(count, seen));
    expect(results).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(seen.map((p) => p.afterPoolId)).toEqual(pages);
    expect(told).toBe(batches);
  });

  it('goes on after a first page another transaction took', async () => {
    const seen: HerdPage[] = [];
    const results = await runHerd({ batchSize: 50 }, pagesOf(120, seen), { results: [1, 2], pools: 50, lastPoolId: 50 });
    expect(seen.map((p) => p.afterPoolId)).toEqual([50, 100]);
    expect(results).toHaveLength(2 + 70);
    // A short first page was the whole herd.
    expect(await runHerd({ batchSize: 50 }, pagesOf(120, []), { results: [7], pools: 3, lastPoolId: 3 })).toEqual([7]);
  });
});

describe('eachPoolApart', () => {
  it('rolls back a failing pool alone and keeps the after-commit effects of the others only', async () => {
    const effects: string[] = [];
    const savepoints: string[] = [];
    const tx = {
      transaction: async <T>(work: (inner: Tx) => Promise<T>) => {
        savepoints.push('savepoint');
        return work(tx as unknown as Tx);
      },
    };
    const ctx: UseCaseContext = { tx: tx as unknown as Tx, now: new Date(0), afterCommit: (effect) => void effects.push(String(effect())) };
    const attempts = await eachPoolApart(ctx, [1, 2, 3], async (poolCtx, poolId) => {
      poolCtx.afterCommit(() => `done ${poolId}`);
      if (poolId === 2) throw new Error('capture pending');
      return poolId * 10;
    });
    expect(attempts.map((a) => (a.ok ? a.value : (a.error as Error).message))).toEqual([10, 'capture pending', 30]);
    expect(savepoints).toHaveLength(3);
    expect(effects).toEqual(['done 1', 'done 3']);
  });
});
