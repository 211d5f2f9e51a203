import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { currentAuth } from '../http/guards';
import type { StreamCapacity } from './stream-capacity';
import { StreamSlots, type StreamRefusal } from './stream-slots';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live streams this process holds, per client and in all (stream-slots.ts). */
    streamSlots: StreamSlots;
  }
}

/**
 * Seconds a refused client is told to wait. Its own streams end when its pages close, so a minute is
 * not too long for a client that already holds its share; a full process frees places as watchers
 * leave, and browsers come back spread (the web app's jitter on top of this).
 */
export const STREAM_RETRY_AFTER_SECONDS: Record<StreamRefusal, number> = { too_many_streams: 30, busy: 10 };

/**
 * Who a stream is counted against: the account when signed in, else the address. Signed-in players are
 * counted by account rather than address, so a venue or a carrier's shared address (a Super Bowl party
 * on one Wi-Fi) does not share one allowance among everyone behind it; an account's streams count
 * across all the addresses it uses. Anonymous clients have only their address.
 */
async function clientOf(request: FastifyRequest): Promise<string> {
  const auth = await currentAuth(request);
  return auth ? `account:${auth.user.id}` : `address:${request.ip}`;
}

function refusalError(refusal: StreamRefusal, perClient: number): AppError {
  const retryAfterSeconds = STREAM_RETRY_AFTER_SECONDS[refusal];
  return refusal === 'too_many_streams'
    ? new AppError('too_many_streams', `Too many live updates open at once (at most ${perClient}). Close a few pages, or try again in ${retryAfterSeconds} seconds.`, {
        retryAfterSeconds,
      })
    : new AppError('busy', `The server is following as many live updates as it can. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
}

/**
 * Bounds the live streams (routes declaring `config.stream`) per client and per process (D20). A place
 * is taken at the request's start, before anything is read for the stream or the reply is hijacked, and
 * given back once, when the response closes, however it ends: a refusal of the route's own (404, 401),
 * an error, the client leaving, the server ending or dropping the stream. A stream over a bound is
 * refused with 429 too_many_streams or 503 busy, with Retry-After, and counted in
 * squares_sse_refused_total; the bounds themselves are squares_sse_limit.
 *
 * HEAD on a stream route answers whether a GET would be let in now (the same refusal, or 200) without
 * opening a stream: a browser's EventSource cannot read a refused answer's Retry-After, so the web app
 * asks this way when its stream fails (src/web/lib/event-stream.ts).
 */
export function registerStreamAdmission(app: FastifyInstance, capacity: StreamCapacity): void {
  const slots = new StreamSlots(capacity);
  app.decorate('streamSlots', slots);
  const { metrics } = app.deps;
  metrics.sseLimit.set({ per: 'client' }, capacity.perClient);
  metrics.sseLimit.set({ per: 'process' }, capacity.perProcess);

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.stream !== true) return;
    const client = await clientOf(request);
    if (request.method === 'HEAD') {
      const refused = slots.refusal(client);
      if (refused) throw refusalError(refused, capacity.perClient);
      return reply.code(200).header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').send();
    }
    const slot = slots.take(client);
    if (typeof slot === 'string') {
      metrics.sseRefused.inc({ reason: slot });
      throw refusalError(slot, capacity.perClient);
    }
    const res = reply.raw;
    // A client that left while its session was looked up has closed already: its 'close' will not come again.
    if (res.destroyed) slot.release();
    else res.once('close', slot.release);
  });
}
