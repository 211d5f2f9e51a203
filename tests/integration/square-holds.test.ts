/**
 * Squares cannot be held hostage (DESIGN D7, D20; domain/hold-rules.ts): a player holds at most
 * MAX_HELD_SQUARES across all pools, starting checkouts is throttled per account and per address, squares
 * let go of wait 2 minutes for the same player, a hold never outlives kickoff, and a square someone else
 * holds is answered as held ("being paid for"), never as owned. Also: another player's payment intent
 * answers 404 on every route that takes one (no 403 telling whose it is), and entry fees take at most
 * two decimals.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { SQUARE_HELD } from '../../src/domain/messages';
import { payments, pools } from '../../src/server/db/schema';
import { CHECKOUT_START_LIMITS } from '../../src/server/auth/rate-limit';
import { runUseCase } from '../../src/server/core/use-case';
import { reserveSquares, type ReserveInput } from '../../src/server/modules/payments';
import { clientFor, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { createPayment, startCheckout, verifiedPlayer, type Square } from './support/payments';
import { sessionsWaitingOnLocks } from './support/lock-waits';
import { waitUntil } from '../support/wait-until';

const MINUTE = 60_000;
const FIVE = 500;
const row = (r: number, count = 5): Square[] => Array.from({ length: count }, (_, column) => ({ row: r, column }));

const clock = movableClock();

/** A new game's tier pools, kicking off `kickoffInMs` after the (moved) clock. */
async function poolsNow(env: TestEnv, kickoffInMs = 86_400_000) {
  return (await freshTierPools({ ...env, now: clock.now() }, { kickoffInMs })).byFee;
}

async function heldOf(env: TestEnv, poolId: number) {
  const response = await clientFor(env).get(`/api/pools/${poolId}`);
  expect(response.status).toBe(200);
  return (response.body as { held: Square[] }).held;
}

/** The same session from another address (a player on a second network). */
function sameAccountFrom(player: { client: TestClient }, env: TestEnv, ip: string): TestClient {
  const client = clientFor(env, { ip });
  client.cookies.set('sq_session', player.client.cookies.get('sq_session')!);
  return client;
}

describeEachDatabase(
  'squares cannot be held hostage',
  (env, kind) => {
    it("a player's third 5-square checkout is refused (hold_limit), saying how many are held and where; leaving one makes room", async () => {
      const byFee = await poolsNow(env());
      const [a, b, c] = [byFee.get(100)!, byFee.get(FIVE)!, byFee.get(1000)!];
      const { client } = await verifiedPlayer(env());
      const first = await startCheckout(client, a, row(1), 500);
      await startCheckout(client, b, row(1), 2500);

      const third = await createPayment(client, c, row(1), 5000);
      expect(third.status).toBe(409);
      expect(third.body).toMatchObject({
        code: 'hold_limit',
        message: `You already hold 10 squares in checkout: 5 in $1 Pool (pool ${a}), 5 in $5 Pool (pool ${b}). A player can hold at most 10 squares in checkout at once, across all pools, so 5 more would be too many. Pay for or leave a checkout first, or wait until its hold ends.`,
      });
      expect(await heldOf(env(), c)).toEqual([]);

      // A changed cart in a pool already held replaces that checkout: it is not counted twice.
      expect((await createPayment(client, b, row(2, 4), 2000)).status).toBe(200);
      // Leaving a checkout frees its share of the limit.
      expect((await client.post('/api/cancel-escrow-payment', { paymentIntentId: first.paymentIntentId })).status).toBe(200);
      expect((await createPayment(client, c, row(1), 5000)).status).toBe(200);
      expect((await createPayment(client, a, row(3, 2), 200)).body).toMatchObject({ code: 'hold_limit' });
    });

    it('checkouts started at once in different pools cannot pass the limit together', async () => {
      const byFee = await poolsNow(env());
      const { client } = await verifiedPlayer(env());
      const answers = await Promise.all([100, FIVE, 1000].map((fee) => createPayment(client, byFee.get(fee)!, row(4), fee * 5)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409]);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'hold_limit' });
    });

    it("a player's second checkout waits for the first one's commit and counts its holds (the player's own lock)", async () => {
      const byFee = await poolsNow(env());
      const player = await verifiedPlayer(env());
      await startCheckout(player.client, byFee.get(100)!, row(1), 500);
      const reserve = (fee: number): ReserveInput => ({
        paymentId: randomUUID(),
        userId: player.user.id,
        poolId: byFee.get(fee)!,
        squares: row(1),
        amountCents: fee * 5,
        provider: 'sandbox',
        compliance: env().config.compliance,
        maxHeldSquares: 10,
      });
      // The first holds its squares in a transaction kept open until the second has had time to count.
      // (A real race on PostgreSQL; PGlite runs one transaction at a time, so there the second simply waits.)
      let reserved!: () => void;
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (reserved = resolve));
      const gate = new Promise<void>((resolve) => (commit = resolve));
      const first = env().database.db.transaction(async (tx) => {
        await reserveSquares({ tx, now: clock.now(), afterCommit: () => undefined }, reserve(FIVE));
        reserved();
        await gate;
      });
      await held;
      const second = runUseCase(env().database.db, clock.now, reserveSquares, reserve(1000));
      let answered = false;
      const outcome = second.then(
        () => 'held',
        (error: unknown) => (error as { code?: string }).code,
      );
      void outcome.finally(() => (answered = true));
      // Without the lock the second would count only committed holds (5 + 5) and hold too: it is let
      // through once it waits on the first's lock (or, without one, has answered already).
      if (kind === 'postgres') {
        await waitUntil(async () => answered || (await sessionsWaitingOnLocks(env().database)) > 0, { what: 'the second checkout to wait for the first' });
      }
      commit();
      await first;
      expect(await outcome).toBe('hold_limit');
    });

    it("another player's claim on a held square is refused as held (square_held), and the board shows it held", async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const holder = await verifiedPlayer(env());
      await startCheckout(holder.client, poolId, row(6, 2), 1000);
      expect(await heldOf(env(), poolId)).toEqual(row(6, 2));

      const other = await verifiedPlayer(env());
      const answer = await createPayment(other.client, poolId, [{ row: 6, column: 1 }, { row: 6, column: 7 }], 1000);
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'square_held', message: SQUARE_HELD });
      expect(SQUARE_HELD).toBe('This square is being paid for by another player.');
      // The claim route of a paid pool points to checkout, never "already owned".
      const claim = await other.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 6, column: 1 }] });
      expect(claim.status).toBe(409);
      expect(claim.body).toMatchObject({ code: 'payment_required' });
      expect(claim.text).not.toMatch(/already owned/);
    });

    it('starting checkouts is throttled per account (429 too_many_checkouts, Retry-After), and lifts after the window', async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const player = await verifiedPlayer(env());
      const max = CHECKOUT_START_LIMITS.account.max;
      // Reloads of one checkout count: each costs a provider call.
      for (let i = 0; i < max; i++) expect((await createPayment(player.client, poolId, row(7, 1), FIVE)).status).toBe(200);
      const refused = await createPayment(player.client, poolId, row(7, 1), FIVE);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'too_many_checkouts', message: expect.stringMatching(/^Too many checkouts started/) });
      expect(Number(refused.headers['retry-after'])).toBe(60);
      // The account, not only its address: the same session from another network is refused too.
      expect((await createPayment(sameAccountFrom(player, env(), '10.250.0.1'), poolId, row(7, 1), FIVE)).status).toBe(429);
      // Other players are not held up.
      expect((await createPayment((await verifiedPlayer(env())).client, poolId, row(8, 1), FIVE)).status).toBe(200);

      clock.advance(MINUTE);
      expect((await createPayment(player.client, poolId, row(7, 1), FIVE)).status).toBe(200);
    });

    it('starting checkouts is throttled per address, across accounts', async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const ip = '10.251.0.1';
      const { max } = CHECKOUT_START_LIMITS.address;
      const perAccount = CHECKOUT_START_LIMITS.account.max;
      let started = 0;
      // Accounts not verified are refused (403) after their start is counted: cheap starts that still count.
      while (started < max) {
        const client = sameAccountFrom(await signedInPlayer(env()), env(), ip);
        for (let i = 0; i < perAccount && started < max; i++, started++) {
          expect((await createPayment(client, poolId, row(9, 1), FIVE)).body).toMatchObject({ code: 'verification_required' });
        }
      }
      const fresh = sameAccountFrom(await signedInPlayer(env()), env(), ip);
      const refused = await createPayment(fresh, poolId, row(9, 1), FIVE);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: 'too_many_checkouts' });
      expect(refused.headers['retry-after']).toBeDefined();
    });

    it('squares let go of (checkout left) cannot be held again by that player for 2 minutes; others can take them', async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const { client } = await verifiedPlayer(env());
      const first = await startCheckout(client, poolId, row(2, 3), 1500);
      expect((await client.post('/api/cancel-escrow-payment', { paymentIntentId: first.paymentIntentId })).status).toBe(200);

      const again = await createPayment(client, poolId, [{ row: 2, column: 1 }, { row: 5, column: 5 }], 1000);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({
        code: 'hold_cooldown',
        message: 'You let go of square (row 2, column 1) less than 2 minutes ago, so other players get a turn first. You can hold it again in 120 seconds.',
      });
      expect(again.headers['retry-after']).toBe('120');
      // Other squares are fine.
      const elsewhere = await startCheckout(client, poolId, [{ row: 5, column: 5 }], FIVE);

      clock.advance(2 * MINUTE - 1000);
      expect((await createPayment(client, poolId, row(2, 1), FIVE)).headers['retry-after']).toBe('1');
      clock.advance(1000);
      const later = await startCheckout(client, poolId, row(2, 3), 1500);
      expect(later.paymentIntentId).not.toBe(elsewhere.paymentIntentId);
    });

    it('squares whose hold ran out wait 2 minutes from the end of the hold; another player may take them meanwhile', async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const { client } = await verifiedPlayer(env());
      await startCheckout(client, poolId, row(3, 2), 1000);
      clock.advance(11 * MINUTE);
      const again = await createPayment(client, poolId, row(3, 2), 1000);
      expect(again.status).toBe(429);
      expect(again.body).toMatchObject({ code: 'hold_cooldown' });
      expect(again.headers['retry-after']).toBe('60');

      // The wait is the player's alone: another player takes one of the squares at once.
      const other = await verifiedPlayer(env());
      await startCheckout(other.client, poolId, row(3, 1), FIVE);
      clock.advance(MINUTE - 1000);
      expect((await createPayment(client, poolId, [{ row: 3, column: 1 }], FIVE)).body).toMatchObject({ code: 'hold_cooldown' });
      clock.advance(1000);
      expect((await createPayment(client, poolId, [{ row: 3, column: 1 }], FIVE)).status).toBe(200);
    });

    it('a changed cart carries its squares over without a wait, and does not give them a fresh 10 minutes', async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const { client } = await verifiedPlayer(env());
      const first = await startCheckout(client, poolId, row(5, 2), 1000);
      clock.advance(4 * MINUTE);
      const second = await startCheckout(client, poolId, row(5, 3), 1500);
      expect(second.holdExpiresAt).toBe(first.holdExpiresAt);
      clock.advance(MINUTE);
      // Dropping a square lets go of it; the two kept ones are still held, so they carry over again.
      const third = await startCheckout(client, poolId, row(5, 2), 1000);
      expect(third.holdExpiresAt).toBe(first.holdExpiresAt);
      expect((await createPayment(client, poolId, row(5, 3), 1500)).body).toMatchObject({ code: 'hold_cooldown' });
      // A cart with nothing carried over is a fresh hold.
      const fresh = await startCheckout(client, poolId, [{ row: 8, column: 8 }], FIVE);
      expect(fresh.holdExpiresAt).toBe(new Date(clock.now().getTime() + 10 * MINUTE).toISOString());
    });

    it('a hold never lasts past kickoff', async () => {
      const byFee = await poolsNow(env(), 4 * MINUTE);
      const poolId = byFee.get(FIVE)!;
      const { client } = await verifiedPlayer(env());
      const kickoff = new Date(clock.now().getTime() + 4 * MINUTE);
      const payment = await startCheckout(client, poolId, row(0, 2), 1000);
      expect(payment.holdExpiresAt).toBe(kickoff.toISOString());
      expect(payment).toMatchObject({ holdSecondsLeft: 240 });
      const [stored] = await env().database.db.select().from(payments).where(eq(payments.intentId, payment.paymentIntentId));
      expect(stored!.holdExpiresAt).toEqual(kickoff);
    });

    it("another player's payment intent answers 404 on every route that takes one, exactly as an unknown intent", async () => {
      const byFee = await poolsNow(env());
      const poolId = byFee.get(FIVE)!;
      const owner = await verifiedPlayer(env());
      const payment = await startCheckout(owner.client, poolId, row(1, 1), FIVE);
      const snoop = await verifiedPlayer(env());
      const unknown = `pi_sbx_${'0'.repeat(24)}`;
      const routes = (intentId: string) => [
        snoop.client.post('/api/cancel-escrow-payment', { paymentIntentId: intentId }),
        snoop.client.post('/api/purchase-squares', { poolId, squares: row(1, 1), paymentIntentId: intentId }),
        snoop.client.post(`/api/sandbox/payment-intents/${intentId}/confirm`, {
          clientSecret: payment.clientSecret,
          cardNumber: '4242 4242 4242 4242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        }),
      ];
      const theirs = await Promise.all(routes(payment.paymentIntentId));
      const nobodys = await Promise.all(routes(unknown));
      // The same answer but for the id itself (and the request's own id).
      const scrub = ({ status, body }: { status: number; body: unknown }, id: string) => {
        const { message, code } = body as { message: string; code: string };
        return { status, code, message: message.replaceAll(id, '<id>') };
      };
      for (const [i, answer] of theirs.entries()) {
        expect(answer.status, answer.text).toBe(404);
        expect(scrub(answer, payment.paymentIntentId)).toEqual(scrub(nobodys[i]!, unknown));
      }
      // Nothing happened to the owner's checkout.
      expect(await heldOf(env(), poolId)).toEqual(row(1, 1));
    });

    it('entry fees take at most two decimals: 1e-9 and 0.30000000000000004 are refused, not stored as 0.00 and 0.30', async () => {
      const byFee = await poolsNow(env());
      const gameId = (await env().database.db.select({ gameId: pools.gameId }).from(pools).where(eq(pools.id, byFee.get(0)!)))[0]!.gameId;
      const { client } = await signedInPlayer(env());
      const create = (entryFee: number) =>
        client.post('/api/pools/private', { gameId, name: 'Decimal Pool', entryFee, maxSquaresPerPlayer: 5, inviteEmails: [], collection: 'organizer' });
      for (const entryFee of [1e-9, 0.30000000000000004, 5.001]) {
        const answer = await create(entryFee);
        expect(answer.status, `${entryFee}: ${answer.text}`).toBe(400);
        expect(answer.text).toContain('Entry fee must be in whole cents (at most two decimals)');
      }
      const ok = await create(0.3);
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body).toMatchObject({ pool: { entryFee: '0.30' } });
    });
  },
  { clock: clock.now },
);
