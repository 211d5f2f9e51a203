import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPoolsQuerySchema,
  adminPoolsResponseSchema,
  apiErrorSchema,
  createGameRequestSchema,
  gameSchema,
  idParam,
  poolSchema,
  updatePoolStatusRequestSchema,
} from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { requestDeps } from '../../http/request-id';
import { toGameDto } from '../games';
import { performPoolProviderActions } from '../payments';
import { getPool, listAllPools, toPoolDto } from '../pools';
import { changePoolStatus } from './change-pool-status';
import { scheduleGame } from './schedule-game';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The management console's Games and Pools writes, and its list of every pool. */
export const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/games',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['games'],
        summary: 'Schedule a game (management console) with its five tier pools (D12); NFL games name two of the 32 NFL teams',
        body: createGameRequestSchema,
        response: { 201: gameSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status: _status, homeScore: _home, awayScore: _away, quarter: _quarter, ...game } = request.body;
      const row = await app.deps.run(scheduleGame, { ...game, actorUserId: signedInUser(request).id, ip: clientIp(request) });
      return reply.status(201).send(toGameDto(row));
    },
  );

  app.patch(
    '/pools/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['pools'],
        summary: "Change a pool's status (management console); the server's transition table decides, 409 with the reason when it refuses",
        params: z.object({ id: idParam('pool id') }),
        body: updatePoolStatusRequestSchema,
        response: { 200: poolSchema, ...errors },
      },
    },
    async (request) => {
      const poolId = request.params.id;
      const change = await app.deps.run(changePoolStatus, { poolId, status: request.body.status, actorUserId: signedInUser(request).id, ip: clientIp(request) });
      if (change.paymentsRefunded > 0) await performPoolProviderActions(requestDeps(request), poolId);
      return toPoolDto(await getPool(app.deps.database.db, poolId));
    },
  );

  app.get(
    '/admin/pools',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['pools'],
        summary: 'Every pool with its game, private ones included (management console): by league, status or words in a name, a page at a time',
        querystring: adminPoolsQuerySchema,
        response: { 200: adminPoolsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { pools, total } = await listAllPools(app.deps.database.db, request.query);
      return { pools: pools.map(toPoolDto), total };
    },
  );
};
