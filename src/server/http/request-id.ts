import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming X-Request-Id may be to be kept (a proxy's or a client's id): short, and safe in logs and headers. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: a sane incoming X-Request-Id (a proxy that made one for its own logs) is kept, so
 * one id follows the request through both; otherwise this process's random prefix and a counter. Short
 * enough to read out ("Reference: 3fa9c2e1-2b"), unique across processes, and cheap per request.
 */
export function requestIdGenerator(): (request: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let counter = 0;
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (typeof incoming === 'string' && ACCEPTED_ID.test(incoming)) return incoming;
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/** Every answer names its request (X-Request-Id), so a report of a failure finds its log lines. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * The process's deps with this request's logger in place of the process's: a use case that logs (payments,
 * refunds) then logs with the request's id (reqId) like the request's own lines.
 */
export function requestDeps(request: FastifyRequest): AppContext {
  return { ...request.server.deps, log: request.log };
}
