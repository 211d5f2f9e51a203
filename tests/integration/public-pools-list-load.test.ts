import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from './support/harness';
import { signedInPlayer } from './support/client';
import { freshFreePool } from './support/pools';

/**
 * GET /api/pools (every public pool, a long list: tens of milliseconds of CPU per answer on the seeded
 * data, public) cannot be multiplied by a burst: requests that arrive together share one read and one
 * serialization (http/shared-read.ts), and each answer is read after its request arrived.
 */
describeEachDatabase('the public pools list under load', (env) => {
  it('100 concurrent lists share one read of the database (two at most) and one serialization', async () => {
    const { db } = env().database;
    const selects = vi.spyOn(db, 'select');
    try {
      const answers = await Promise.all(Array.from({ length: 100 }, () => env().app.inject({ method: 'GET', url: '/api/pools', remoteAddress: '192.0.2.150' })));
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
      expect((JSON.parse(answers[0]!.body) as unknown[]).length).toBeGreaterThan(100);
      // The first request's read, then one read for all that came while it ran.
      expect(selects.mock.calls.length).toBeGreaterThanOrEqual(1);
      expect(selects.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      selects.mockRestore();
    }
  });

  it('answers with the squares a player claimed just before asking', async () => {
    const poolId = await freshFreePool(env());
    const { client } = await signedInPlayer(env());
    const soldIn = (body: string) => (JSON.parse(body) as { id: number; currentParticipants: number }[]).find((pool) => pool.id === poolId)!.currentParticipants;
    expect(soldIn((await env().app.inject({ method: 'GET', url: '/api/pools' })).body)).toBe(0);
    // Lists keep being asked for around the claim; the one asked after it shows it.
    const around = Array.from({ length: 5 }, () => env().app.inject({ method: 'GET', url: '/api/pools' }));
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 1, column: 1 }, { row: 2, column: 2 }] })).status).toBe(201);
    const after = await env().app.inject({ method: 'GET', url: '/api/pools' });
    expect(soldIn(after.body)).toBe(2);
    await Promise.all(around);
  });
});
