import { expect, it } from 'vitest';
import { parseCheckoutQuery } from '../../src/domain/checkout-query';
import { clientFor } from './support/client';
import { describeEachDatabase, movableClock } from './support/harness';
import { freshTierPools } from './support/pools';
import { buySquares, startCheckout, verifiedPlayer } from './support/payments';

const MINUTES = 60_000;
const THREE = [
  { row: 0, column: 0 },
  { row: 3, column: 7 },
  { row: 9, column: 2 },
];

type MyCheckout = {
  paymentIntentId: string;
  squares: { row: number; column: number }[];
  amountCents: number;
  holdExpiresAt: string;
  holdSecondsLeft: number;
  checkoutHref: string;
};

const clock = movableClock();

describeEachDatabase(
  'GET /api/pools/{id}/my-checkout: the holder resumes a checkout',
  (env) => {
    async function myCheckout(client: ReturnType<typeof clientFor>, poolId: number | string) {
      const response = await client.get(`/api/pools/${poolId}/my-checkout`);
      expect(response.status, response.text).toBe(200);
      return (response.body as { checkout: MyCheckout | null }).checkout;
    }

    it("answers the owner's live checkout (squares, amount, the cart's /checkout link, seconds left by the server's clock), and nobody else's", async () => {
      clock.reset();
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(500)!;
      const otherPoolId = byFee.get(1000)!;
      const owner = await verifiedPlayer(env());
      const stranger = await verifiedPlayer(env());
      expect(await myCheckout(owner.client, poolId)).toBeNull();

      const payment = await startCheckout(owner.client, poolId, THREE, 1500);
      expect(payment).toMatchObject({ holdSecondsLeft: 600 });
      const started = clock.now().getTime();

      const live = await myCheckout(owner.client, poolId);
      const squaresParam = encodeURIComponent(
        '[{"row":0,"column":0,"price":"5.00"},{"row":3,"column":7,"price":"5.00"},{"row":9,"column":2,"price":"5.00"}]',
      );
      expect(live).toEqual({
        paymentIntentId: payment.paymentIntentId,
        squares: THREE,
        amountCents: 1500,
        holdExpiresAt: new Date(started + 10 * MINUTES).toISOString(),
        holdSecondsLeft: 600,
        checkoutHref: `/checkout?poolId=${poolId}&squares=${squaresParam}&amount=15.00`,
      });
      // /checkout reads it back as the very order the cart made.
      expect(parseCheckoutQuery(live!.checkoutHref.slice('/checkout'.length))).toEqual({
        poolId,
        squares: THREE.map((s) => ({ ...s, price: '5.00' })),
        amount: '15.00',
      });

      expect(await myCheckout(stranger.client, poolId)).toBeNull();
      expect(await myCheckout(owner.client, otherPoolId)).toBeNull();
      expect(await myCheckout(owner.client, 2_000_000)).toBeNull();

      // Four minutes on: six minutes left, counted by the server; resuming /checkout answers the same hold.
      clock.advance(4 * MINUTES);
      expect(await myCheckout(owner.client, poolId)).toMatchObject({ paymentIntentId: payment.paymentIntentId, holdSecondsLeft: 360 });
      const resumed = await startCheckout(owner.client, poolId, THREE, 1500);
      expect(resumed).toMatchObject({ paymentIntentId: payment.paymentIntentId, holdExpiresAt: payment.holdExpiresAt, holdSecondsLeft: 360 });

      // Half a second before the end it still reads one second; at the end it is gone, before any ticker runs.
      clock.advance(6 * MINUTES - 500);
      expect(await myCheckout(owner.client, poolId)).toMatchObject({ holdSecondsLeft: 1 });
      clock.advance(500);
      expect(await myCheckout(owner.client, poolId)).toBeNull();
    });

    it('is null once the player leaves checkout or the purchase is recorded', async () => {
      clock.reset();
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(500)!;
      const { client } = await verifiedPlayer(env());

      const payment = await startCheckout(client, poolId, [{ row: 5, column: 5 }], 500);
      expect(await myCheckout(client, poolId)).toMatchObject({ squares: [{ row: 5, column: 5 }], amountCents: 500 });
      const back = await client.post('/api/cancel-escrow-payment', { paymentIntentId: payment.paymentIntentId });
      expect(back.body).toMatchObject({ released: true });
      expect(await myCheckout(client, poolId)).toBeNull();

      const { purchase } = await buySquares(client, poolId, [{ row: 6, column: 6 }], 500);
      expect(purchase.body).toMatchObject({ outcome: 'completed' });
      expect(await myCheckout(client, poolId)).toBeNull();
    });

    it('answers 401 signed out and 400 naming the id when it is not a pool id', async () => {
      clock.reset();
      const { byFee } = await freshTierPools(env());
      const signedOut = await clientFor(env()).get(`/api/pools/${byFee.get(500)!}/my-checkout`);
      expect(signedOut.status).toBe(401);

      const { client } = await verifiedPlayer(env());
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        const response = await client.get(`/api/pools/${bad}/my-checkout`);
        expect(response.status, bad).toBe(400);
        expect(response.body, bad).toMatchObject({ message: expect.stringMatching(/pool id must be a positive whole number/) });
      }
    });

    it('is in the OpenAPI document, and the escrow payment carries holdSecondsLeft', async () => {
      const response = await clientFor(env()).get('/api/docs/json');
      const doc = response.body as { paths: Record<string, { get?: { responses: Record<string, unknown> } }>; components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> } };
      expect(Object.keys(doc.paths['/api/pools/{id}/my-checkout']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401']));
      expect(doc.components.schemas.MyCheckout?.required).toEqual(
        expect.arrayContaining(['paymentIntentId', 'squares', 'amountCents', 'holdExpiresAt', 'holdSecondsLeft', 'checkoutHref']),
      );
      expect(doc.components.schemas.EscrowPayment?.required).toEqual(expect.arrayContaining(['holdExpiresAt', 'holdSecondsLeft']));
    });
  },
  { clock: clock.now },
);
