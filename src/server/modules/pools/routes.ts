import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, poolSchema, userPoolSchema } from '../../../domain/schemas';
import { signedInUser, viewerOf } from '../../http/guards';
import { listUserPools } from './user-pools';
import { toPoolDto } from './presenter';
import { sendCachedRead } from '../../http/cached-answer';
import { SharedRead } from '../../http/shared-read';
import { listPublicPools } from './service';
import { assertCanSeePool } from './visibility';

export const poolRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every public pool is a long list (tens of milliseconds of CPU per answer with a season's pools, on a
  // public route): read and serialized once for all who ask at the same time (http/shared-read.ts).
  const publicPools = new SharedRead(async () => (await listPublicPools(app.deps.database.db)).map(toPoolDto));
  app.get(
    '/pools',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['pools'],
        summary: 'Every public pool with its nested game',
        response: { 200: z.array(poolSchema) },
      },
    },
    async (_request, reply) => sendCachedRead(reply, await publicPools.get()),
  );

  app.get(
    '/games/:gameId/pools',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['pools'],
        summary: "A game's public tier pools, cheapest first",
        params: z.object({ gameId: idParam('gameId') }),
        response: { 200: z.array(poolSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // From the read model: read again only after one of its pools or the game changed.
    async (request, reply) => sendCachedRead(reply, await app.deps.reads.gamePools(request.params.gameId)),
  );

  app.get(
    '/pools/:id',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['pools'],
        summary: 'One pool with its nested game, draw commitment and (once drawn) digits and seed',
        params: z.object({ id: idParam('pool id') }),
        response: { 200: poolSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const read = await app.deps.reads.pool(request.params.id);
      // Only a private pool asks who is looking (D11): a public one needs no session lookup.
      if (read.value.isPrivate) await assertCanSeePool(app.deps.database.db, { id: request.params.id, isPrivate: true }, await viewerOf(request));
      return sendCachedRead(reply, read, ({ pool }) => pool);
    },
  );

  // GET /api/user/pools is the spec's other name for the same list (section 7): one handler for both.
  for (const url of ['/user-pools', '/user/pools']) {
    app.get(
      url,
      {
        config: { auth: 'user' },
        schema: {
          tags: ['pools'],
          summary: "The signed-in player's pools with their square count, spending and settled winnings",
          response: { 200: z.array(userPoolSchema), 401: apiErrorSchema },
        },
      },
      async (request) => listUserPools(app.deps.database.db, signedInUser(request).id),
    );
  }
};
