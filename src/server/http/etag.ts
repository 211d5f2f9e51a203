import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isApiPath } from './spa';

/** A weak validator of a response body: equal bodies, equal tags (the same in every process). */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 13.1.2; `*` matches any). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * 304 Not Modified with the validator the client matched, and no body (nothing is serialized): for a route
 * that knows its ETag before making its answer, and so answers a revalidation without making it.
 */
export function sendNotModified(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).code(304).send();
}

/**
 * HTTP validators for the JSON API's reads: every 200 answer to a GET carries a weak ETag of
 * its body and, unless the route chose its own caching, `Cache-Control: private, no-cache` — a browser
 * keeps the answer but asks again each time, and when nothing changed it gets 304 with no body (a
 * returning pool page pays a header's worth instead of the board). `private`: answers may depend on
 * the viewer's session, so no shared cache may keep them. The live board streams are hijacked and never
 * come through here.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !isApiPath(request.url)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // An answer from the read model (http/cached-answer.ts) brings the tag it computed once.
    const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtagOf(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-type');
    return '';
  });
}
