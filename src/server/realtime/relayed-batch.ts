/**
 * The pure part of relaying change events: what a batch looks like on the wire, how it is cut
 * to fit a NOTIFY. The relay (relay.ts) and the bus (bus.ts) share it; it touches no connection. (NATS
 * subjects: subjects.ts.)
 */

/** A row of the realtime_events outbox: the bus channel and the event's JSON text. */
export interface OutboxEvent {
  id: number;
  channel: string;
  payload: string;
}

/** What the bus hands its handlers: the channel and the event's parsed JSON. */
export interface DeliveredEvent {
  channel: string;
  data: unknown;
}

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a little room is kept. */
export const MAX_NOTIFY_BYTES = 7_900;

/**
 * One transaction's identical events once (a purchase writes squares, releases holds and posts to the
 * ledger: its pool events are the same text), as PostgreSQL did for identical NOTIFYs. First one kept.
 */
export function withoutRepeats(events: readonly OutboxEvent[]): OutboxEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${event.channel}\n${event.payload}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * An event small enough for any transport: a claim of very many squares (an organizer filling a board)
 * is sent without its squares, which tells every watcher to read the board instead (notify.ts).
 */
export function fitted(event: OutboxEvent, maxBytes: number): OutboxEvent | null {
  if (Buffer.byteLength(event.payload) + event.channel.length + 8 <= maxBytes) return event;
  try {
    const data = JSON.parse(event.payload) as Record<string, unknown>;
    if (data.type !== 'squares') return null;
    return { ...event, payload: JSON.stringify({ ...data, squares: null }) };
  } catch {
    return null;
  }
}

/**
 * The batch as NOTIFY payloads of at most `maxBytes` each, in order: `[["pool_events",{…}],…]` (the
 * payloads are JSON already, so they are joined, not re-encoded). An event that cannot be made to fit is
 * left out and returned in `dropped` (the caller logs it; it cannot happen with the triggers' events).
 */
export function notifyChunks(events: readonly OutboxEvent[], maxBytes = MAX_NOTIFY_BYTES): { chunks: string[]; dropped: OutboxEvent[] } {
  const chunks: string[] = [];
  const dropped: OutboxEvent[] = [];
  let parts: string[] = [];
  let size = 2;
  for (const original of events) {
    const event = fitted(original, maxBytes);
    if (!event) {
      dropped.push(original);
      continue;
    }
    const part = `[${JSON.stringify(event.channel)},${event.payload}]`;
    const partBytes = Buffer.byteLength(part) + 1;
    if (parts.length > 0 && size + partBytes > maxBytes) {
      chunks.push(`[${parts.join(',')}]`);
      parts = [];
      size = 2;
    }
    parts.push(part);
    size += partBytes;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(',')}]`);
  return { chunks, dropped };
}

/** A NOTIFY payload made by notifyChunks, back to events; anything malformed is skipped. */
export function decodeChunk(text: string | undefined): DeliveredEvent[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((pair: unknown) =>
      Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' ? [{ channel: pair[0], data: pair[1] as unknown }] : [],
    );
  } catch {
    return [];
  }
}
