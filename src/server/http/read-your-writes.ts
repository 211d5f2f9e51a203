import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadModel } from '../read-model/read-model';

declare module 'fastify' {
  interface FastifyRequest {
    /** The route brought this process's read model up to date with its write itself (a claim applied): nothing to drop. */
    readModelUpToDate: boolean;
  }
}

/**
 * Writes whose answers never change a board: signing in and out, account settings, age checks, the
 * sandbox's card page, and the payment provider's webhooks (a webhook's caller reads nothing back;
 * what it changes reaches every process through the change events).
 */
const WRITES_WITHOUT_BOARD_CHANGES = [
  '/api/login',
  '/api/logout',
  '/api/callback',
  '/api/auth/',
  '/api/admin/login',
  '/api/admin/second-factor',
  '/api/me/',
  '/api/verify-age',
  '/api/sandbox/',
  '/api/webhooks/',
  '/oidc/',
];

/** The pool a write names: `/api/pools/{id}/…` or a body's `poolId`; undefined when it names none. */
function poolOfWrite(request: FastifyRequest): number | undefined {
  const route = request.routeOptions.url ?? '';
  const params = request.params as Record<string, unknown> | undefined;
  if (route.startsWith('/api/pools/:id') && typeof params?.id === 'number') return params.id;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && Number.isInteger(body.poolId)) return body.poolId as number;
  return undefined;
}

/**
 * Read-your-writes for the read model (read-model/read-model.ts): a successful write through this
 * process drops the reads it may have changed before its answer leaves, so the writer's next read —
 * from this process — never shows the board as it was before. A write that names its pool (a claim, a
 * checkout, a purchase, a pool's admin action) drops that pool's reads; any other write (a game's
 * score, a league's week, a new pool…) drops everything this process holds, which is rare and cheap.
 * Other processes learn of the write from its change event.
 */
export function registerReadYourWrites(app: FastifyInstance, reads: ReadModel): void {
  app.decorateRequest('readModelUpToDate', false);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return payload;
    if (request.readModelUpToDate) return payload;
    if (WRITES_WITHOUT_BOARD_CHANGES.some((prefix) => request.url.startsWith(prefix))) return payload;
    const poolId = poolOfWrite(request);
    if (poolId === undefined) reads.invalidateAll();
    else reads.invalidatePool(poolId);
    return payload;
  });
}
