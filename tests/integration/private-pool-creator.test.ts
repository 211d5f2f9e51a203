import { and, eq, like } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { auditLog, outbox, payments, poolInvitations, pools } from '../../src/server/db/schema';
import { escrowTick } from '../../src/server/modules/payouts';
import { describeEachDatabase, DEFAULT_NOW, movableClock, type TestEnv } from './support/harness';
import { signedInPlayer, type TestClient } from './support/client';
import { freshTierPools } from './support/pools';
import { buySquares, verifiedPlayer } from './support/payments';

const clock = movableClock(DEFAULT_NOW);

async function privatePool(env: TestEnv, creator: TestClient, body: Record<string, unknown> = {}) {
  const { gameId } = await freshTierPools(env, { kickoffInMs: 3 * 3_600_000 });
  const answer = await creator.post('/api/pools/private', { gameId, name: 'Creator Pool', entryFee: 5, maxSquaresPerPlayer: 5, inviteEmails: ['first@example.com'], ...body });
  expect(answer.status).toBe(201);
  return (answer.body as { pool: { id: number }; inviteCode: string }).pool.id;
}

const invitationMails = (env: TestEnv, poolId: number) =>
  env.database.db.select().from(outbox).where(like(outbox.dedupeKey, `invitation:${poolId}:%`));

describeEachDatabase(
  "private pools: the creator invites more people, resends an invitation and cancels before kickoff",
  (env) => {
    afterEach(() => clock.reset());

    it('adds invitees once each (known addresses skipped, each validated) and e-mails only the new ones', async () => {
      const creator = await signedInPlayer(env());
      const poolId = await privatePool(env(), creator.client);
      const added = await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: ['First@example.com', 'second@example.com', 'second@example.com', 'third@example.com'] });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ added: ['second@example.com', 'third@example.com'], alreadyInvited: ['first@example.com'] });
      const again = await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: ['third@example.com'] });
      expect(again.body).toEqual({ added: [], alreadyInvited: ['third@example.com'] });
      expect((await invitationMails(env(), poolId)).map((m) => m.email).sort()).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);

      const bad = await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: ['fourth@example.com', 'not-an-email'] });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Invalid email address');
      expect((await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: [] })).status).toBe(400);
      const tooMany = await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: Array.from({ length: 500 }, (_, i) => `p${i}@example.com`) });
      expect(tooMany.status).toBe(400);
      expect(tooMany.text).toContain('At most 50 invitations');
      expect(await env().database.db.select().from(poolInvitations).where(eq(poolInvitations.poolId, poolId))).toHaveLength(3);
      const [audit] = await env().database.db.select().from(auditLog).where(eq(auditLog.action, 'invitations_sent'));
      expect(audit).toBeDefined();
    });

    it('resends an invitation as a new message, not sooner than 10 minutes after the last one and at most 5 times', async () => {
      const creator = await signedInPlayer(env());
      const poolId = await privatePool(env(), creator.client);
      const resend = () => creator.client.post(`/api/pools/${poolId}/invitations/resend`, { email: 'FIRST@example.com' });

      const tooSoon = await resend();
      expect(tooSoon.status).toBe(409);
      expect(tooSoon.text).toContain('you can send it again in 10 minutes');
      clock.advance(10 * 60_000);
      const second = await resend();
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ email: 'first@example.com', sendCount: 2 });
      for (let send = 3; send <= 5; send++) {
        clock.advance(10 * 60_000);
        expect((await resend()).status).toBe(200);
      }
      clock.advance(10 * 60_000);
      const limit = await resend();
      expect(limit.status).toBe(409);
      expect(limit.text).toContain('already sent 5 times');
      const mails = await invitationMails(env(), poolId);
      expect(mails.map((m) => m.dedupeKey).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `invitation:${poolId}:first@example.com:${n}`));
      expect((await creator.client.post(`/api/pools/${poolId}/invitations/resend`, { email: 'never@example.com' })).status).toBe(404);
    });

    it('only the creator may act: a member is refused (403), a stranger finds no pool (404)', async () => {
      const creator = await signedInPlayer(env());
      const poolId = await privatePool(env(), creator.client);
      const [{ inviteCode } = { inviteCode: null }] = await env().database.db.select({ inviteCode: pools.inviteCode }).from(pools).where(eq(pools.id, poolId));
      const member = await signedInPlayer(env());
      await member.client.post('/api/pools/join', { inviteCode });
      const stranger = await signedInPlayer(env());
      for (const [path, body] of [
        ['invitations', { emails: ['x@example.com'] }],
        ['invitations/resend', { email: 'first@example.com' }],
        ['cancel', undefined],
      ] as const) {
        expect((await member.client.post(`/api/pools/${poolId}/${path}`, body)).status, path).toBe(403);
        expect((await stranger.client.post(`/api/pools/${poolId}/${path}`, body)).status, path).toBe(404);
      }
      // A public tier pool has no creator: nobody can cancel it this way.
      const { byFee } = await freshTierPools(env());
      expect((await creator.client.post(`/api/pools/${byFee.get(500)}/cancel`)).status).toBe(404);
      expect((await env().database.db.select({ status: pools.status }).from(pools).where(eq(pools.id, poolId)))[0]!.status).toBe('open');
    });

    it('cancelling before kickoff refunds every paid entry through the refund path, e-mails each player, and closes the pool', async () => {
      const creator = await verifiedPlayer(env());
      const poolId = await privatePool(env(), creator.client);
      const [{ inviteCode } = { inviteCode: null }] = await env().database.db.select({ inviteCode: pools.inviteCode }).from(pools).where(eq(pools.id, poolId));
      const buyer = await verifiedPlayer(env());
      await buyer.client.post('/api/pools/join', { inviteCode });
      const bought = await buySquares(buyer.client, poolId, [{ row: 1, column: 1 }, { row: 1, column: 2 }], 1000);
      expect(bought.purchase.status).toBe(200);

      const cancelled = await creator.client.post(`/api/pools/${poolId}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toEqual({ poolId, paymentsRefunded: 1 });
      const [pool] = await env().database.db.select().from(pools).where(eq(pools.id, poolId));
      expect(pool).toMatchObject({ status: 'cancelled', refundState: 'pending' });
      const [payment] = await env().database.db.select().from(payments).where(eq(payments.poolId, poolId));
      expect(payment).toMatchObject({ status: 'refunded', outcomeReason: 'pool_closed' });
      const notices = await env().database.db.select().from(outbox).where(like(outbox.dedupeKey, `pool_refunded:${poolId}:%`));
      expect(notices).toHaveLength(1);
      expect(notices[0]!.body).toContain('its organizer cancelled it before kickoff');
      // The pool's name is the organizer's words: quoted in the body as theirs, never in the Subject (D20).
      expect(notices[0]!.subject).toBe('Your Squares pool entry was refunded');
      expect(notices[0]!.body).toContain(`Pool name (organizer's words): “${pool!.name}”\nGame: `);

      // The provider's refund is done by the ticker; then the refund is complete.
      await escrowTick(env().app.deps, clock.now());
      expect((await env().database.db.select({ refundState: pools.refundState }).from(pools).where(eq(pools.id, poolId)))[0]!.refundState).toBe('refunded');

      // Cancelled is final: no second cancel, no invitations, no squares.
      expect((await creator.client.post(`/api/pools/${poolId}/cancel`)).status).toBe(409);
      expect((await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: ['late@example.com'] })).status).toBe(409);
      expect((await buyer.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 5, column: 5 }] })).status).toBe(409);
      expect(await env().database.db.select().from(auditLog).where(and(eq(auditLog.action, 'pool_cancelled_by_organizer'), eq(auditLog.actorUserId, creator.user.id)))).toHaveLength(1);
    });

    it('after kickoff the creator can neither cancel nor invite (409 with the reason)', async () => {
      const creator = await signedInPlayer(env());
      const poolId = await privatePool(env(), creator.client, { entryFee: 0 });
      clock.advance(3 * 3_600_000 + 1_000);
      const late = await creator.client.post(`/api/pools/${poolId}/cancel`);
      expect(late.status).toBe(409);
      expect(late.text).toContain('The game has kicked off: you can no longer cancel it');
      expect((await creator.client.post(`/api/pools/${poolId}/invitations`, { emails: ['late@example.com'] })).status).toBe(409);
    });
  },
  { clock: () => clock.now() },
);
