import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, claimRequestSchema, claimResponseSchema, idParam, squareSchema } from '../../../domain/schemas';
import { signedInUser, viewerOf } from '../../http/guards';
import { sendCachedRead } from '../../http/cached-answer';
import { assertCanSeePool, toPoolDto } from '../pools';
import { assertMayClaim } from './membership';
import { claimSquares } from './claim';
import { toSquareDto } from './presenter';

export const squareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pools/:id/squares',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['squares'],
        summary: 'The sold squares of a pool, by row then column',
        params: z.object({ id: idParam('pool id') }),
        response: { 200: z.array(squareSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const read = await app.deps.reads.squares(request.params.id);
      if (read.value.isPrivate) await assertCanSeePool(app.deps.database.db, { id: request.params.id, isPrivate: true }, await viewerOf(request));
      return sendCachedRead(reply, read, ({ squares }) => squares);
    },
  );

  app.post(
    '/pools/:id/squares',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'claims' } },
      schema: {
        tags: ['squares'],
        summary: 'Claim squares of a free pool: one {row, column} or an atomic batch {squares: [...]}',
        params: z.object({ id: idParam('pool id') }),
        body: claimRequestSchema,
        response: {
          201: claimResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A private pool's squares are for its members only (D11); public pools need no extra read.
      await assertMayClaim(app.deps.claims, request.params.id, signedInUser(request));
      const outcome = await claimSquares(app.deps.claims, {
        poolId: request.params.id,
        userId: signedInUser(request).id,
        squares: request.body.squares,
        now: app.deps.clock(),
      });
      // Claims are free pools only (paid squares go through checkout): no holds, no ledger.
      const pool = toPoolDto({ pool: outcome.pool, game: outcome.game, sold: outcome.sold, held: [], ledger: [] });
      const squares = outcome.squares.map(toSquareDto);
      // Read-your-writes by applying the claim, as its event will everywhere else: this process's reads
      // of the board stay in memory (a drawn board changed more than its squares: read again).
      if (!outcome.drawn) request.readModelUpToDate = app.deps.reads.applyClaim(request.params.id, outcome.version, outcome.sold, squares);
      return reply.status(201).send({ squares, pool });
    },
  );
};
