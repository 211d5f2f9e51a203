/**
 * HTTP validators: a returning browser pays almost nothing for a board that did not change. Every 200 answer
 * to an API GET carries a weak ETag and `Cache-Control: private, no-cache`; asking again with that tag
 * answers 304 without a body until something changes — then 200 with the new board and a new tag.
 */
import { expect, it } from 'vitest';
import { signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';
import { freshFreePool } from './support/pools';

describeEachDatabase('HTTP validators on the read API', (env) => {
  const get = (url: string, etag?: string) =>
    env().app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 with no body while a board is unchanged, and 200 with a new tag once a square is claimed', async () => {
    const poolId = await freshFreePool(env());
    for (const url of [`/api/pools/${poolId}`, `/api/pools/${poolId}/squares`, '/api/leagues']) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');

      const again = await get(url, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      expect((await get(url, 'W/"something-else"')).statusCode, url).toBe(200);
    }

    const squaresTag = (await get(`/api/pools/${poolId}/squares`)).headers.etag as string;
    const { client } = await signedInPlayer(env());
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 4, column: 2 }] })).status).toBe(201);
    const changed = await get(`/api/pools/${poolId}/squares`, squaresTag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(squaresTag);
    expect((changed.json() as { row: number; column: number }[]).map((s) => [s.row, s.column])).toEqual([[4, 2]]);
  });

  it('leaves errors, writes and routes with their own caching alone', async () => {
    const missing = await get('/api/pools/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const { client } = await signedInPlayer(env());
    const claim = await client.post(`/api/pools/${await freshFreePool(env())}/squares`, { squares: [{ row: 0, column: 0 }] });
    expect(claim.status).toBe(201);
    expect(claim.headers.etag).toBeUndefined();
  });
});
