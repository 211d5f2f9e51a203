import type { FastifyReply } from 'fastify';
import type { CachedRead } from '../read-model/read-model';
import { weakEtagOf } from './etag';

/**
 * Answers a GET from a cached read without serializing it again: the first answer serializes the value
 * with the route's own response serializer — the schema check included, so a value that breaks the
 * contract still fails as a 500 — and keeps the JSON and its ETag on the read; every later answer
 * until the read changes sends those bytes as they are (http/etag.ts then only compares validators).
 */
export function sendCachedRead<Value>(
  reply: FastifyReply,
  read: CachedRead<Value>,
  body: (value: Value) => unknown = (value) => value,
): FastifyReply {
  let answer = read.answer;
  if (!answer) {
    const serialized = reply.serialize(body(read.value));
    const json = typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8');
    answer = read.answer = { body: json, etag: weakEtagOf(json) };
  }
  return reply.header('etag', answer.etag).type('application/json; charset=utf-8').send(answer.body);
}
