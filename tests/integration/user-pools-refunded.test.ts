import { expect, it } from 'vitest';
import { userPoolSchema } from '../../src/domain/schemas';
import { signedInAdmin } from './support/client';
import { describeEachDatabase } from './support/harness';
import { buySquares, verifiedPlayer } from './support/payments';
import { freshTierPools } from './support/pools';

const ONE = 100;

describeEachDatabase('My Pools after a refund', (env) => {
  it('a refunded pool answers what went back to the player, and spends nothing', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(ONE)!;
    const player = await verifiedPlayer(env());
    await buySquares(player.client, poolId, [{ row: 2, column: 2 }], ONE);

    const mine = async () => userPoolSchema.array().parse((await player.client.get('/api/user-pools')).body).find((p) => p.id === poolId)!;
    expect(await mine()).toMatchObject({ status: 'open', userSquareCount: 1, userSpentCents: ONE, userRefundedCents: 0 });

    const admin = await signedInAdmin(env());
    expect((await admin.client.post(`/api/pools/${poolId}/refund`)).status).toBe(200);
    const refunded = await mine();
    expect(refunded).toMatchObject({ status: 'cancelled', userSpentCents: 0, userRefundedCents: ONE });
    expect(refunded.refundState).not.toBeNull();
    expect(refunded.escrow.refundedCents).toBe(ONE);
  });
});
