import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/harness';
import { clientFor, signedInPlayer } from './support/client';
import { freshTierPools } from './support/pools';

type PoolAnswer = { id: number; isPrivate: boolean; inviteCode?: string };

/**
 * A private pool's page opens only for its members, so its Share passes on the invite link: the pool's
 * answer carries the invite code for everyone who is answered the pool at all (organizer, members;
 * D11), and a public pool's answer carries none.
 */
describeEachDatabase('the invite code in the pool answer', (env) => {
  it("is a private pool's for its organizer and its members, in the pool and in My Pools; a public pool has none", async () => {
    const { gameId } = await freshTierPools(env());
    const organizer = await signedInPlayer(env());
    const created = await organizer.client.post('/api/pools/private', {
      gameId,
      name: 'Share Night',
      entryFee: 0,
      maxSquaresPerPlayer: 5,
      inviteEmails: [],
      collection: 'organizer',
    });
    expect(created.status).toBe(201);
    const { pool, inviteCode } = created.body as { pool: { id: number }; inviteCode: string };

    const member = await signedInPlayer(env());
    expect((await member.client.post('/api/pools/join', { inviteCode })).status).toBe(200);
    for (const viewer of [organizer, member]) {
      const answer = await viewer.client.get(`/api/pools/${pool.id}`);
      expect(answer.status).toBe(200);
      expect((answer.body as PoolAnswer).inviteCode).toBe(inviteCode);
      const mine = (await viewer.client.get('/api/user-pools')).body as PoolAnswer[];
      expect(mine.find((p) => p.id === pool.id)?.inviteCode).toBe(inviteCode);
    }

    // Nobody else is answered the pool, so nobody else learns the code from it.
    const stranger = await signedInPlayer(env());
    expect((await stranger.client.get(`/api/pools/${pool.id}`)).status).toBe(404);
    expect((await clientFor(env()).get(`/api/pools/${pool.id}`)).text).not.toContain(inviteCode);

    const publicPools = (await clientFor(env()).get(`/api/games/${gameId}/pools`)).body as PoolAnswer[];
    expect(publicPools.length).toBeGreaterThan(0);
    for (const p of publicPools) expect(p).not.toHaveProperty('inviteCode');
    const onePublic = (await member.client.get(`/api/pools/${publicPools[0]!.id}`)).body as PoolAnswer;
    expect(onePublic.isPrivate).toBe(false);
    expect(onePublic).not.toHaveProperty('inviteCode');
  });
});
