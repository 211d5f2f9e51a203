import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { pools } from '../../src/server/db/schema';
import type { Pool } from '../../src/domain/schemas';
import { describeEachDatabase } from './support/harness';
import { signedInPlayer } from './support/client';
import { freshTierPools } from './support/pools';

/**
 * GET /api/pools/{id}/board.pdf for a private pool's rule variants: a 25-square board with
 * new numbers each period and reverse winners prints its 5x5 board on one page of A4 and of US Letter,
 * before the draw and after it (each period's numbers in its results box).
 */
describeEachDatabase('the printable board of a 25-square pool with new numbers each period', (env) => {
  it('is one page of A4 and of US Letter, before and after the draw', async () => {
    const { gameId } = await freshTierPools(env());
    const { client } = await signedInPlayer(env());
    const created = await client.post('/api/pools/private', {
      gameId,
      name: 'Family Squares',
      entryFee: 4,
      maxSquaresPerPlayer: 10,
      collection: 'organizer',
      rules: { numbers: 'period', reverseWinners: true, boardSize: 25 },
    });
    expect(created.status).toBe(201);
    const poolId = (created.body as { pool: { id: number } }).pool.id;

    const download = async (paper: string) => {
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await env().app.inject({ method: 'GET', url: `/api/pools/${poolId}/board.pdf?paper=${paper}`, headers: { cookie }, remoteAddress: client.ip });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      return PDFDocument.load(response.rawPayload);
    };
    for (const paper of ['a4', 'letter']) expect((await download(paper)).getPageCount()).toBe(1);

    // The organizer takes 5 squares and enters two guests' 10 each: the 25th square draws every set.
    const all = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), column: i % 5 }));
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: all.slice(0, 5) })).status).toBe(201);
    expect((await client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Ann', squares: all.slice(5, 15) })).status).toBe(201);
    expect((await client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Great-aunt Wilhelmina', squares: all.slice(15, 25) })).status).toBe(201);
    const pool = (await client.get(`/api/pools/${poolId}`)).body as Pool;
    expect(pool.digitSets).toHaveLength(4);
    for (const paper of ['a4', 'letter']) {
      const pdf = await download(paper);
      expect(pdf.getPageCount()).toBe(1);
    }
    const [row] = await env().database.db.select({ boardSize: pools.boardSize }).from(pools).where(eq(pools.id, poolId));
    expect(row?.boardSize).toBe(25);
  });
});
