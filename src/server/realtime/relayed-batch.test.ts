import { describe, expect, it } from 'vitest';
import { decodeChunk, notifyChunks, withoutRepeats, type OutboxEvent } from './relayed-batch';

const event = (id: number, payload: object, channel = 'pool_events'): OutboxEvent => ({ id, channel, payload: JSON.stringify(payload) });

describe('relayed batches', () => {
  it("keeps one of a transaction's identical events, in order", () => {
    const batch = [event(1, { type: 'pool', poolId: 1, version: 4 }), event(2, { type: 'squares', poolId: 1 }), event(3, { type: 'pool', poolId: 1, version: 4 }), event(4, { type: 'pool', poolId: 1, version: 4 }, 'league_events')];
    expect(withoutRepeats(batch).map((e) => e.id)).toEqual([1, 2, 4]);
  });

  it('cuts a batch into NOTIFY payloads under the limit that decode back to the same events in order', () => {
    const batch = Array.from({ length: 200 }, (_, i) => event(i + 1, { type: 'squares', poolId: i % 7, version: i, squares: [{ id: i, row: 1, column: 2 }] }));
    const { chunks, dropped } = notifyChunks(batch, 1_000);
    expect(dropped).toEqual([]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(1_000);
    const decoded = chunks.flatMap((chunk) => decodeChunk(chunk));
    expect(decoded).toEqual(batch.map((e) => ({ channel: e.channel, data: JSON.parse(e.payload) })));
  });

  it('sends a claim too large for a NOTIFY without its squares, and drops only what cannot be cut', () => {
    const squares = Array.from({ length: 100 }, (_, i) => ({ id: i, userId: 'u'.repeat(36), row: i % 10, column: Math.floor(i / 10), priceCents: 2_500, purchasedAtMs: 1_795_000_000_000 }));
    const big = event(1, { type: 'squares', poolId: 3, version: 9, sold: 100, squares });
    const huge = event(2, { type: 'pool', poolId: 3, note: 'x'.repeat(9_000) });
    const { chunks, dropped } = notifyChunks([big, huge]);
    expect(dropped.map((e) => e.id)).toEqual([2]);
    expect(decodeChunk(chunks[0])).toEqual([{ channel: 'pool_events', data: { type: 'squares', poolId: 3, version: 9, sold: 100, squares: null } }]);
  });

  it('skips what is not a batch', () => {
    expect(decodeChunk(undefined)).toEqual([]);
    expect(decodeChunk('not json')).toEqual([]);
    expect(decodeChunk('{"a":1}')).toEqual([]);
    expect(decodeChunk('[["pool_events",{"a":1}],[3,4],"x"]')).toEqual([{ channel: 'pool_events', data: { a: 1 } }]);
  });
});
