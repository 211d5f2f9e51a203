/**
 * Spend limits a player sets on themselves (D23, docs/responsible-play.md): money committed to paid
 * squares over rolling windows, checked at checkout start under the player's own lock, so parallel
 * checkouts cannot pass a limit together. Stricter limits apply at once, looser ones 24 hours later.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, payments } from '../../src/server/db/schema';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { buySquares, createPayment, startCheckout, verifiedPlayer } from './support/payments';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIVE = 500;
const clock = movableClock();

/** A new game's $1 and $5 pools, kicking off in two days of the (moved) clock. */
async function paidPools(env: TestEnv) {
  const { byFee } = await freshTierPools({ ...env, now: clock.now() }, { kickoffInMs: 2 * DAY });
  return { one: byFee.get(100)!, five: byFee.get(FIVE)! };
}

const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describeEachDatabase(
  'spend limits',
  (env) => {
    // The clock moves in these tests; each database's run starts from the same instant.
    beforeAll(() => clock.reset());

    it('a $5 daily limit refuses the second $5 checkout (409 spend_limit), naming the limit, what is left and when it fits again', async () => {
      const { client, user } = await verifiedPlayer(env());
      const set = await client.request('PUT', '/api/me/limits', { body: { dailyCents: FIVE } });
      expect(set.status, set.text).toBe(200);
      expect(set.body).toEqual({ dailyCents: FIVE, weeklyCents: null, monthlyCents: null, pending: [] });

      const first = await paidPools(env());
      const bought = await buySquares(client, first.five, [{ row: 0, column: 0 }], FIVE);
      expect(bought.purchase.status, bought.purchase.text).toBe(200);
      const boughtAt = clock.now();

      clock.advance(HOUR);
      const second = await paidPools(env());
      const refused = await createPayment(client, second.five, [{ row: 0, column: 0 }], FIVE);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'spend_limit',
        message: expect.stringMatching(
          /^This checkout of \$5\.00 would go over your daily spend limit of \$5\.00: you have committed \$5\.00 in the last 24 hours, so \$0\.00 is left\. It fits again from .+ \(in about 23 hours\)\.$/,
        ),
        details: {
          limit: 'daily',
          limitCents: FIVE,
          committedCents: FIVE,
          remainingCents: 0,
          requestedCents: FIVE,
          resetsAt: new Date(boughtAt.getTime() + DAY).toISOString(),
        },
      });
      // Nothing held for the refused checkout.
      expect(await env().database.db.select().from(payments).where(and(eq(payments.userId, user.id), eq(payments.poolId, second.five)))).toEqual([]);
      // A $1 checkout does not fit either ($0.00 left); another player is not limited.
      expect((await createPayment(client, second.one, [{ row: 0, column: 0 }], 100)).body).toMatchObject({ code: 'spend_limit' });
      expect((await createPayment((await verifiedPlayer(env())).client, second.five, [{ row: 0, column: 0 }], FIVE)).status).toBe(200);

      // 24 hours after the first checkout started, it has left the window.
      clock.advance(DAY - HOUR);
      expect((await createPayment(client, second.five, [{ row: 1, column: 0 }], FIVE)).status).toBe(200);
    });

    it('10 checkouts started at once under a $5 limit never commit more than $5', async () => {
      const { client, user } = await verifiedPlayer(env());
      expect((await client.request('PUT', '/api/me/limits', { body: { dailyCents: FIVE } })).status).toBe(200);
      const pools = await Promise.all(Array.from({ length: 10 }, () => paidPools(env())));
      const answers = await Promise.all(pools.map(({ one }) => createPayment(client, one, [{ row: 2, column: 2 }], 100)));
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted).toHaveLength(5);
      for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body).toMatchObject({ code: 'spend_limit', details: { remainingCents: 0 } });
      const committed = await env()
        .database.db.select({ cents: payments.amountCents })
        .from(payments)
        .where(and(eq(payments.userId, user.id), inArray(payments.status, ['creating', 'awaiting_payment', 'completed'])));
      expect(committed.reduce((sum, p) => sum + p.cents, 0)).toBe(FIVE);
    });

    it('a raise applies only 24 hours later (shown pending with its time); lowering applies at once; a removal waits too', async () => {
      const { client } = await verifiedPlayer(env());
      expect((await client.request('PUT', '/api/me/limits', { body: { weeklyCents: FIVE } })).status).toBe(200);
      const first = await paidPools(env());
      await startCheckout(client, first.five, [{ row: 3, column: 3 }], FIVE);

      const from = at(DAY);
      const raised = await client.request('PUT', '/api/me/limits', { body: { weeklyCents: 1000 } });
      expect(raised.body).toEqual({ dailyCents: null, weeklyCents: FIVE, monthlyCents: null, pending: [{ field: 'weeklyCents', valueCents: 1000, from }] });
      expect((await client.get('/api/me/limits')).body).toEqual(raised.body);
      const second = await paidPools(env());
      expect((await createPayment(client, second.five, [{ row: 3, column: 3 }], FIVE)).body).toMatchObject({ code: 'spend_limit', details: { limit: 'weekly' } });

      clock.advance(DAY - 1);
      expect((await client.get('/api/me/limits')).body).toMatchObject({ weeklyCents: FIVE, pending: [{ field: 'weeklyCents' }] });
      expect((await createPayment(client, second.five, [{ row: 3, column: 3 }], FIVE)).status).toBe(409);
      clock.advance(1);
      expect((await client.get('/api/me/limits')).body).toEqual({ dailyCents: null, weeklyCents: 1000, monthlyCents: null, pending: [] });
      expect((await createPayment(client, second.five, [{ row: 3, column: 3 }], FIVE)).status).toBe(200);

      // Lowering: at once, and any checkout now passes the $9 limit ($10 committed).
      const lowered = await client.request('PUT', '/api/me/limits', { body: { weeklyCents: 900, dailyCents: 2000 } });
      expect(lowered.body).toEqual({ dailyCents: 2000, weeklyCents: 900, monthlyCents: null, pending: [] });
      const third = await paidPools(env());
      expect((await createPayment(client, third.one, [{ row: 3, column: 3 }], 100)).body).toMatchObject({
        code: 'spend_limit',
        details: { limit: 'weekly', limitCents: 900, committedCents: 1000, remainingCents: 0 },
      });

      // Removing a limit is a loosening: pending for 24 hours; the limits not named stay as they are.
      const removal = await client.request('PUT', '/api/me/limits', { body: { weeklyCents: null } });
      expect(removal.body).toEqual({ dailyCents: 2000, weeklyCents: 900, monthlyCents: null, pending: [{ field: 'weeklyCents', valueCents: null, from: at(DAY) }] });
      clock.advance(DAY);
      expect((await client.get('/api/me/limits')).body).toEqual({ dailyCents: 2000, weeklyCents: null, monthlyCents: null, pending: [] });
    });

    it('the checkout page reads what the player committed in each window', async () => {
      const { client } = await verifiedPlayer(env());
      const pools = await paidPools(env());
      await buySquares(client, pools.five, [{ row: 4, column: 4 }], FIVE);
      await startCheckout(client, pools.one, [{ row: 4, column: 4 }], 100);
      expect((await client.get('/api/me/spending')).body).toEqual({ dailyCents: 600, weeklyCents: 600, monthlyCents: 600 });
      clock.advance(DAY);
      expect((await client.get('/api/me/spending')).body).toEqual({ dailyCents: 0, weeklyCents: 600, monthlyCents: 600 });
    });

    it('refuses bad limits with 400 naming the field, changes nothing, and audits each change', async () => {
      const { client, user } = await signedInPlayer(env());
      const cases: [unknown, string][] = [
        [{ dailyCents: -1 }, 'dailyCents'],
        [{ weeklyCents: 1.5 }, 'weeklyCents'],
        [{ monthlyCents: 1_000_001 }, 'monthlyCents'],
        [{ dailyCents: '500' }, 'dailyCents'],
        [{ yearlyCents: 500 }, 'yearlyCents'],
      ];
      for (const [body, field] of cases) {
        const answer = await client.request('PUT', '/api/me/limits', { body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({ code: 'bad_request', message: expect.stringContaining(field) });
      }
      expect((await client.get('/api/me/limits')).body).toEqual({ dailyCents: null, weeklyCents: null, monthlyCents: null, pending: [] });
      expect((await clientFor(env()).get('/api/me/limits')).status).toBe(401);

      expect((await client.request('PUT', '/api/me/limits', { body: { dailyCents: 0, monthlyCents: 1_000_000 } })).status).toBe(200);
      const [audited] = await env().database.db.select().from(auditLog).where(eq(auditLog.actorUserId, user.id)).orderBy(desc(auditLog.id)).limit(1);
      expect(audited).toMatchObject({
        action: 'spend_limits_changed',
        subjectUserId: user.id,
        details: { asked: { dailyCents: 0, monthlyCents: 1_000_000 }, dailyCents: 0, weeklyCents: null, monthlyCents: 1_000_000, pending: [] },
      });
    });
  },
  { clock: clock.now },
);
