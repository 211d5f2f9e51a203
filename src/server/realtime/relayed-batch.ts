/**
 * The pure part of relaying change events (issue 19): what a batch looks like on the wire, how it is cut
 * to fit a NOTIFY, and which NATS subject an event goes to. The relay (relay.ts) and the bus (bus.ts)
 * share it; it touches no connection.
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

/** A NATS subject token from any text (subjects allow no dots, spaces or wildcards inside a token). */
export function subjectToken(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_') || '_';
}

/** The ids a subject is chosen by, read from the payload's text (the relay does not parse events). */
const GAME_EVENT = /"type"\s*:\s*"game"/;
const ID_OF = { gameId: /"gameId"\s*:\s*(\d+)/, poolId: /"poolId"\s*:\s*(\d+)/, leagueId: /"leagueId"\s*:\s*(\d+)/ };

/**
 * The NATS subject of an event: `<prefix>.<channel>.pool.<id>`, `.game.<id>`, `.league.<id>`, or
 * `.other` — one subject per pool and per game, so a process could subscribe to exactly the boards it serves.
 */
export function subjectOf(prefix: string, event: OutboxEvent): string {
  const id = (name: keyof typeof ID_OF) => ID_OF[name].exec(event.payload)?.[1];
  const poolId = id('poolId');
  const leagueId = id('leagueId');
  const scope = GAME_EVENT.test(event.payload)
    ? `game.${id('gameId') ?? '_'}`
    : poolId
      ? `pool.${poolId}`
      : leagueId
        ? `league.${leagueId}`
        : 'other';
  return `${prefix}.${subjectToken(event.channel)}.${scope}`;
}

/** The channel of a subject made by subjectOf under `prefix`, or null. */
export function channelOfSubject(prefix: string, subject: string): string | null {
  if (!subject.startsWith(`${prefix}.`)) return null;
  const rest = subject.slice(prefix.length + 1);
  const dot = rest.indexOf('.');
  return dot > 0 ? rest.slice(0, dot) : null;
}
